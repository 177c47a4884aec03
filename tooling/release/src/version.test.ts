import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  globSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseChangesetFile } from "@changesets/parse";
import semver from "semver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PackageJson, publicPackages, workspacePackages } from "./packages.ts";
import { repositoryRoot } from "./workflows.ts";

const changesetBin = createRequire(import.meta.url).resolve("@changesets/cli/bin.js");
const bumps = ["patch", "minor", "major"] as const;
type Bump = (typeof bumps)[number];

/** Changesets' pre mode (`.changeset/pre.json`): each release is the next prerelease of `tag`. */
const preMode = existsSync(join(repositoryRoot, ".changeset/pre.json"))
  ? (JSON.parse(readFileSync(join(repositoryRoot, ".changeset/pre.json"), "utf8")) as {
      mode: "pre" | "exit";
      tag: string;
    })
  : undefined;

/**
 * The version `changeset version` gives a package at `version` for its largest `bump`: the bumped
 * release, and in pre mode its next prerelease of the tag (`2.0.0-alpha.26` → `2.0.0-alpha.27`,
 * `0.1.0` → `0.2.0-alpha.0` for a minor change).
 */
function nextVersion(
  version: string,
  bump: Bump,
  pre: { mode: string; tag: string } | null = preMode ?? null,
): string {
  const release = semver.inc(version, bump)!;
  if (pre?.mode !== "pre") return release;
  const current = semver.parse(version)!;
  const sameRelease =
    current.prerelease[0] === pre.tag &&
    release === `${current.major}.${current.minor}.${current.patch}`;
  return `${release}-${pre.tag}.${sameRelease ? Number(current.prerelease[1]) + 1 : 0}`;
}

/** The pending changesets of the repository, as `changeset version` will read them. */
function pendingChangesets(dir: string) {
  return globSync("*.md", { cwd: dir })
    .filter((file) => file !== "README.md")
    .map((file) => ({ file, ...parseChangesetFile(readFileSync(join(dir, file), "utf8")) }));
}

/**
 * A copy of what `changeset version` reads and writes: the root manifest, the workspace file,
 * `.changeset/` and every package's manifest and changelog. The repository is never touched.
 */
function scratchCopy() {
  const scratch = mkdtempSync(join(tmpdir(), "rollups-ts-release-"));
  for (const file of ["package.json", "pnpm-workspace.yaml"])
    cpSync(join(repositoryRoot, file), join(scratch, file));
  cpSync(join(repositoryRoot, ".changeset"), join(scratch, ".changeset"), { recursive: true });
  for (const { dir } of workspacePackages()) {
    mkdirSync(join(scratch, dir), { recursive: true });
    for (const file of ["package.json", "CHANGELOG.md"])
      if (existsSync(join(repositoryRoot, dir, file)))
        cpSync(join(repositoryRoot, dir, file), join(scratch, dir, file));
  }
  return scratch;
}

describe("the next version of a package", () => {
  it("in pre mode, the next prerelease of the tag; else the release", () => {
    const pre = { mode: "pre" as const, tag: "alpha" };
    expect(nextVersion("2.0.0-alpha.26", "minor", pre)).toBe("2.0.0-alpha.27");
    expect(nextVersion("2.0.0-alpha.26", "patch", pre)).toBe("2.0.0-alpha.27");
    expect(nextVersion("0.1.0", "minor", pre)).toBe("0.2.0-alpha.0");
    expect(nextVersion("0.1.0", "minor", null)).toBe("0.2.0");
  });
});

describe("changeset version on a scratch copy", () => {
  const published = publicPackages();
  const scratch = scratchCopy();
  const changesets = pendingChangesets(join(scratch, ".changeset"));

  // Right after a release nothing is pending: a patch for each package keeps the dry run whole.
  const unnamed = published.filter(
    ({ manifest }) =>
      !changesets.some(({ releases }) => releases.some((r) => r.name === manifest.name)),
  );
  if (unnamed.length > 0) {
    const contents = `---\n${unnamed.map(({ manifest }) => `"${manifest.name}": patch`).join("\n")}\n---\n\nRelease dry run.\n`;
    writeFileSync(join(scratch, ".changeset/release-dry-run.md"), contents);
    changesets.push({ file: "release-dry-run.md", ...parseChangesetFile(contents) });
  }

  const read = (dir: string, file: string) => readFileSync(join(scratch, dir, file), "utf8");

  beforeAll(() => {
    const run = spawnSync(process.execPath, [changesetBin, "version"], {
      cwd: scratch,
      encoding: "utf8",
      env: { ...process.env, CI: "true" },
    });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("publishes exactly the four @cartesi packages", () => {
    expect(published.map(({ manifest }) => manifest.name)).toEqual([
      "@cartesi/local-devnet",
      "@cartesi/rpc",
      "@cartesi/viem",
      "@cartesi/wagmi",
    ]);
  });

  it.each(published.map(({ dir, manifest }) => [manifest.name, dir, manifest] as const))(
    "bumps %s by its largest pending change and writes its changelog",
    (name, dir, before: PackageJson) => {
      const named = changesets.filter(({ releases }) => releases.some((r) => r.name === name));
      const bump = named
        .flatMap(({ releases }) => releases.filter((r) => r.name === name).map((r) => r.type))
        .reduce<Bump>(
          (largest, type) =>
            bumps.indexOf(type as Bump) > bumps.indexOf(largest) ? (type as Bump) : largest,
          "patch",
        );
      const after = JSON.parse(read(dir, "package.json")) as PackageJson;
      expect(after.version).toBe(nextVersion(before.version, bump));

      const changelog = read(dir, "CHANGELOG.md");
      expect(changelog.startsWith(`# ${name}\n`)).toBe(true);
      expect(changelog).toContain(`## ${after.version}\n`);
      for (const { summary } of named) expect(changelog).toContain(summary.split("\n")[0]);
      // Workspace ranges stay as they are: pnpm replaces them with versions when it packs.
      expect(after.dependencies).toEqual(before.dependencies);
    },
  );

  it("consumes every pending changeset", () => {
    expect(pendingChangesets(join(scratch, ".changeset"))).toEqual([]);
  });

  it("leaves the private packages alone", () => {
    for (const { dir, manifest } of workspacePackages().filter(
      ({ manifest }) => manifest.private,
    )) {
      expect(JSON.parse(read(dir, "package.json")).version, dir).toBe(manifest.version);
      expect(existsSync(join(scratch, dir, "CHANGELOG.md")), dir).toBe(
        existsSync(join(repositoryRoot, dir, "CHANGELOG.md")),
      );
    }
  });
});
