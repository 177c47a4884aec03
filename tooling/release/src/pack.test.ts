import { spawnSync } from "node:child_process";
import { existsSync, globSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PackageJson,
  publicPackages,
  publishedManifest,
  workspacePackages,
} from "./packages.ts";
import { repositoryRoot } from "./workflows.ts";

/** Files a user of the package never needs: tests, type tests, benchmarks, fixtures, helpers. */
const notForUsers = [
  /\.(test|spec|bench)(-d)?\.[cm]?[jt]sx?$/,
  /(^|\/)(test|tests|__tests__|fixtures?|__fixtures__|__mocks__)\//,
  /(^|\/)(test-helpers|test|bench)\.[cm]?[jt]sx?$/,
  /(^|\/)\.test-results\//,
];
const forUsers = (file: string) => !notForUsers.some((pattern) => pattern.test(file));

/**
 * What the tarball must hold: the manifest, readme, license and changelog; everything built into
 * `dist/`; the third-party files a package ships in `vendor/` (the devnet's contract artifacts,
 * with their license); the sources (for editors' go-to-source) and the `package.json` shims of
 * subpath exports for resolvers without `exports` support. Tests and their helpers never.
 */
function expectedFiles(dir: string, manifest: PackageJson) {
  // Shims serve resolvers without `exports` (node10); an ESM-only Node package has none.
  const shims = Object.keys(manifest.main ? (manifest.exports ?? {}) : {})
    .filter((subpath) => subpath !== "." && subpath !== "./package.json")
    .map((subpath) => `${subpath.slice(2)}/package.json`);
  return [
    ...["package.json", "README.md", "LICENSE", "CHANGELOG.md"].filter((file) =>
      existsSync(join(dir, file)),
    ),
    ...globSync("{dist,src,vendor}/**/*", { cwd: dir, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name))),
    ...shims,
  ]
    .filter(forUsers)
    .sort();
}

/** The files `pnpm publish --dry-run` would upload, from its JSON report. */
function publishDryRun(dir: string) {
  // A dist-tag of our own: npm refuses a prerelease version on `latest`, even in a dry run.
  const run = spawnSync(
    "pnpm",
    ["publish", "--dry-run", "--no-git-checks", "--json", "--tag", "dry-run"],
    {
      cwd: dir,
      encoding: "utf8",
    },
  );
  expect(run.status, run.stderr).toBe(0);
  const report = Object.values(
    JSON.parse(run.stdout) as Record<string, { files: { path: string }[] }>,
  );
  expect(report).toHaveLength(1);
  return report[0]!.files.map(({ path }) => path).sort();
}

/** The manifest pnpm puts in the tarball, with `workspace:` ranges replaced. */
function packedManifest(dir: string, destination: string) {
  const run = spawnSync("pnpm", ["pack", "--pack-destination", destination, "--json"], {
    cwd: dir,
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  const { filename } = JSON.parse(run.stdout) as { filename: string };
  const extract = spawnSync("tar", ["-xzOf", filename, "package/package.json"], {
    encoding: "utf8",
  });
  expect(extract.status, extract.stderr).toBe(0);
  return JSON.parse(extract.stdout) as PackageJson;
}

describe.each(
  publicPackages().map(
    ({ dir, manifest }) => [manifest.name, dir, publishedManifest(manifest)] as const,
  ),
)("pnpm publish --dry-run of %s", (_name, dir, manifest) => {
  const root = join(repositoryRoot, dir);
  let files: string[] = [];
  beforeAll(() => {
    files = publishDryRun(root);
  });

  it("lists exactly the files a user needs", () => {
    expect(existsSync(join(root, "dist")), "build the packages first").toBe(true);
    expect(files).toEqual(expectedFiles(root, manifest));
    expect(files.filter((file) => !forUsers(file))).toEqual([]);
  });

  it("ships the license of the repository", () => {
    expect(files).toContain("LICENSE");
    expect(readFileSync(join(root, "LICENSE"), "utf8")).toBe(
      readFileSync(join(repositoryRoot, "LICENSE"), "utf8"),
    );
  });

  it("ships every file its entry points name", () => {
    const entryPoints = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value).flatMap(entryPoints)
          : [];
    const named = [manifest.main, manifest.module, manifest.types, manifest.exports, manifest.bin]
      .flatMap(entryPoints)
      .map((path) => normalize(path));
    for (const shim of files.filter(
      (file) => /^[^/]+\/package\.json$/.test(file) && file !== "package.json",
    )) {
      const fields = JSON.parse(readFileSync(join(root, shim), "utf8")) as Record<string, string>;
      named.push(...Object.values(fields).map((path) => normalize(join(dirname(shim), path))));
    }
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(files, file).toContain(file);
  });

  it("has source maps whose sources resolve to files in the package", () => {
    for (const map of files.filter((file) => file.endsWith(".map"))) {
      const { sources, sourceRoot = "" } = JSON.parse(readFileSync(join(root, map), "utf8")) as {
        sources: string[];
        sourceRoot?: string;
      };
      for (const source of sources) {
        const resolved = normalize(join(dirname(map), sourceRoot, source));
        expect(resolved.startsWith(".."), `${map} → ${source}`).toBe(false);
        expect(files, `${map} → ${source}`).toContain(resolved);
      }
    }
  });
});

describe("pnpm pack", () => {
  const destination = mkdtempSync(join(tmpdir(), "rollups-ts-pack-"));
  afterAll(() => rmSync(destination, { recursive: true, force: true }));
  const versions = new Map(
    workspacePackages().map(({ manifest }) => [manifest.name, manifest.version]),
  );

  it.each(publicPackages().map(({ dir, manifest }) => [manifest.name, dir] as const))(
    "replaces the workspace ranges of %s with the packages' versions",
    (_name, dir) => {
      const packed = packedManifest(join(repositoryRoot, dir), destination);
      for (const [dependency, range] of Object.entries(packed.dependencies ?? {}))
        if (versions.has(dependency)) expect(range, dependency).toBe(versions.get(dependency));
      expect(JSON.stringify(packed)).not.toContain("workspace:");
    },
  );
});

describe("what a user of the registry sees", () => {
  const root = JSON.parse(readFileSync(join(repositoryRoot, "package.json"), "utf8")) as {
    repository: { url: string };
  };
  const site = "https://cartesi.github.io/rollups-ts";

  it.each(publicPackages().map(({ dir, manifest }) => [manifest.name, dir] as const))(
    "%s links its docs section, the issues and the repository",
    (_name, dir) => {
      const manifest = JSON.parse(readFileSync(join(repositoryRoot, dir, "package.json"), "utf8"));
      const section = manifest.homepage.slice(`${site}/`.length);
      expect(manifest.homepage).toBe(`${site}/${section}`);
      // A section of the Introduction is an anchor on the index page.
      const page = section.split("#")[0] || "index";
      expect(existsSync(join(repositoryRoot, "apps/docs/pages", `${page}.mdx`)), section).toBe(
        true,
      );
      expect(manifest.bugs).toEqual({ url: `${root.repository.url}/issues` });
      expect(manifest.repository).toEqual({
        type: "git",
        url: `git+${root.repository.url}.git`,
        directory: dir,
      });
      expect(manifest.license).toBe("Apache-2.0");
      expect(manifest.keywords).toContain("cartesi");
    },
  );
});
