import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const docsRoot = fileURLToPath(new URL("..", import.meta.url));
const packagesRoot = join(docsRoot, "..", "..", "packages");

/** The viem version the docs use, so a test folder gets what a reader of the docs installs. */
export const viemVersion: string = JSON.parse(readFileSync(join(docsRoot, "package.json"), "utf8"))
  .dependencies.viem;

/**
 * Installs this repository's packages into `folder` as npm installs them from the registry:
 * packed (workspace versions resolved, `publishConfig` applied), then `npm install`. `manifest`
 * gets the tarballs by folder name as `tarballs.<name>` (e.g. `file:./cartesi-viem-2.0.0-alpha.32.tgz`).
 */
export function installPacked(
  folder: string,
  names: string[],
  manifest: (tarballs: Record<string, string>) => object,
) {
  const tarballs: Record<string, string> = {};
  for (const name of names) {
    const cwd = join(packagesRoot, name);
    execFileSync("pnpm", ["pack", "--pack-destination", folder], { cwd });
    // The tarball is named after the package: `@cartesi/viem` packs as `cartesi-viem-<version>.tgz`.
    const { name: packageName } = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8"));
    const prefix = `${packageName.replace(/^@/, "").replace("/", "-")}-`;
    const file = readdirSync(folder).find((entry) => entry.startsWith(prefix))!;
    tarballs[name] = `file:./${file}`;
  }
  writeFileSync(
    join(folder, "package.json"),
    JSON.stringify({ type: "module", private: true, ...manifest(tarballs) }),
  );
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: folder,
    stdio: "inherit",
  });
}
