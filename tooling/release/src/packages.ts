import { globSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { repositoryRoot } from "./workflows.ts";

export type PackageJson = {
  name: string;
  version: string;
  private?: boolean;
  files?: string[];
  exports?: Record<string, unknown>;
  main?: string;
  module?: string;
  types?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  bin?: Record<string, string>;
  /** Fields pnpm puts in place of the workspace's when it packs (`exports`, `bin`, `types`…). */
  publishConfig?: Partial<Omit<PackageJson, "publishConfig">>;
};

/** The manifest as pnpm packs it: `publishConfig`'s fields in place of the workspace's. */
export function publishedManifest({ publishConfig, ...manifest }: PackageJson): PackageJson {
  return { ...manifest, ...publishConfig };
}

export type WorkspacePackage = { dir: string; manifest: PackageJson };

/** Every package of the pnpm workspace, found from `pnpm-workspace.yaml`. */
export function workspacePackages(root: string = repositoryRoot): WorkspacePackage[] {
  const { packages: patterns } = parse(readFileSync(join(root, "pnpm-workspace.yaml"), "utf8"));
  return (patterns as string[])
    .flatMap((pattern) => globSync(`${pattern}/package.json`, { cwd: root }))
    .sort()
    .map((file) => ({
      dir: dirname(file),
      manifest: JSON.parse(readFileSync(join(root, file), "utf8")) as PackageJson,
    }));
}

/** The packages published to npm: the workspace's packages that are not private. */
export function publicPackages(root: string = repositoryRoot): WorkspacePackage[] {
  return workspacePackages(root).filter(({ manifest }) => !manifest.private);
}
