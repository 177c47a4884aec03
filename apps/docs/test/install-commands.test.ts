import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// The install commands a reader copies, against the packages' manifests: our packages at the
// version in their package.json, every other package at the major our peer ranges accept.
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const pagesDir = join(repoRoot, "apps/docs/pages");

type Manifest = {
  folder: string;
  name: string;
  version: string;
  peerDependencies?: Record<string, string>;
};
const manifests: Manifest[] = readdirSync(join(repoRoot, "packages")).map((folder) => ({
  folder,
  ...JSON.parse(readFileSync(join(repoRoot, "packages", folder, "package.json"), "utf8")),
}));
const ours = new Map(manifests.map((manifest) => [manifest.name, manifest]));

/** The handwritten pages (not the generated API reference) and every README a reader installs from. */
const documents = [
  ...readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith("api/"))
    .map((file) => join(pagesDir, file)),
  join(repoRoot, "README.md"),
  ...manifests.map(({ folder }) => join(repoRoot, "packages", folder, "README.md")),
].map((path) => ({ file: path.slice(repoRoot.length), text: readFileSync(path, "utf8") }));

/** `pnpm add …`, `npm install …`, `npm i …`, `yarn add …`: the packages each command names. */
const commands = documents.flatMap(({ file, text }) =>
  [...text.matchAll(/^\s*(?:pnpm add|npm (?:install|i)|yarn add)((?: +[^\s#&;|]+)+)/gm)]
    .map((match) => ({
      file,
      command: match[0].trim(),
      specs: match[1]!
        .trim()
        .split(/ +/)
        .filter((word) => !word.startsWith("-")),
    }))
    // `npm install -g pnpm@…` installs the workspace's tooling, not a package a reader imports.
    .filter(({ command }) => !/\s-g\s/.test(command)),
);

/** How `pnpm pack` names a package's tarball: `@cartesi/viem` as `cartesi-viem-<version>.tgz`. */
const tarballStem = (name: string) => name.replace(/^@/, "").replace("/", "-");

/**
 * The name and the version of `name@version`, `@scope/name@version`, or of one of our packed
 * tarballs, `<path>/cartesi-viem-<version>.tgz`.
 */
const parse = (spec: string) => {
  const tarball = spec.match(/([^/]+)-(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\.tgz$/);
  if (tarball) {
    const manifest = manifests.find(({ name }) => tarballStem(name) === tarball[1]);
    return { name: manifest?.name ?? spec, version: tarball[2] };
  }
  const at = spec.lastIndexOf("@");
  return at > 0
    ? { name: spec.slice(0, at), version: spec.slice(at + 1) }
    : { name: spec, version: undefined };
};

/** The majors a peer range of our packages accepts: `^2.30.0` → [2], `>=18` → 18 and up. */
const peerRanges = (name: string) =>
  manifests.flatMap(({ peerDependencies }) =>
    peerDependencies?.[name] === undefined ? [] : [peerDependencies[name]],
  );
const acceptsMajor = (range: string, major: number) => {
  const caret = range.match(/^\^(\d+)\./);
  if (caret) return Number(caret[1]) === major;
  const atLeast = range.match(/^>=\s*(\d+)/);
  if (atLeast) return major >= Number(atLeast[1]);
  return false;
};

describe("install commands name the versions they expect", () => {
  test("the pages and READMEs have install commands of our packages", () => {
    const installed = new Set(
      commands.flatMap(({ specs }) => specs.map((spec) => parse(spec).name)),
    );
    for (const name of ["@cartesi/rpc", "@cartesi/viem", "@cartesi/wagmi"])
      expect(installed, `no install command names ${name}`).toContain(name);
  });

  test.for(commands.map((command) => [`${command.file}: ${command.command}`, command] as const))(
    "%s",
    ([, { specs }]) => {
      const problems = specs.flatMap((spec) => {
        const { name, version } = parse(spec);
        const manifest = ours.get(name);
        if (manifest)
          return version === manifest.version
            ? []
            : [`${spec}: ${name} is at ${manifest.version} in its package.json`];
        const ranges = peerRanges(name);
        if (ranges.length === 0) return [`${spec}: not a peer dependency of our packages`];
        if (version === undefined || !/^\d+$/.test(version))
          return [
            `${spec}: name the major our peer ranges ${[...new Set(ranges)].join(", ")} accept`,
          ];
        return ranges.every((range) => acceptsMajor(range, Number(version)))
          ? []
          : [`${spec}: our peer ranges are ${[...new Set(ranges)].join(", ")}`];
      });
      expect(problems).toEqual([]);
    },
  );
});
