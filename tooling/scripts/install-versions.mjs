// After `changeset version`: the install commands of the pages and READMEs name our packages at
// their new versions (apps/docs/test/install-commands.test.ts holds them to the manifests).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../../", import.meta.url).pathname;
const folders = readdirSync(join(root, "packages"));
const versions = folders.map((folder) => {
  const { name, version } = JSON.parse(
    readFileSync(join(root, "packages", folder, "package.json"), "utf8"),
  );
  return { name, version };
});
const pages = join(root, "apps/docs/pages");
const files = [
  ...readdirSync(pages, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith("api/"))
    .map((file) => join(pages, file)),
  join(root, "README.md"),
  ...folders.map((folder) => join(root, "packages", folder, "README.md")),
];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** The start of a package's tarball name: `@cartesi/viem` packs as `cartesi-viem-<version>.tgz`. */
const tarballStem = (name) => `${name.replace(/^@/, "").replace("/", "-")}-`;
for (const file of files) {
  const before = readFileSync(file, "utf8");
  // Only the commands a reader runs: elsewhere a version may name another release on purpose.
  const after = before.replace(/^\s*(?:pnpm add|npm (?:install|i)|yarn add|npx) .*$/gm, (line) =>
    versions.reduce(
      (text, { name, version }) =>
        text
          .replace(
            new RegExp(
              `${escapeRegExp(name)}@\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?(?![\\w.-])`,
              "g",
            ),
            `${name}@${version}`,
          )
          // A packed tarball, as `pnpm packages:pack` names it: `cartesi-viem-<version>.tgz`.
          .replace(
            new RegExp(
              `(?<=\\/)${escapeRegExp(tarballStem(name))}\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?\\.tgz`,
              "g",
            ),
            `${tarballStem(name)}${version}.tgz`,
          ),
      line,
    ),
  );
  if (after !== before) {
    writeFileSync(file, after);
    console.log(`install versions: ${file.slice(root.length)}`);
  }
}
