import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

const docsRoot = fileURLToPath(new URL("..", import.meta.url));
const packagesRoot = join(docsRoot, "..", "..", "packages");

/** The viem version the docs use, so a test folder gets what a reader of the docs installs. */
const viemVersion: string = JSON.parse(readFileSync(join(docsRoot, "package.json"), "utf8"))
  .dependencies.viem;

/**
 * Installs this repository's packages into `folder` as npm installs them from the registry:
 * packed (workspace versions resolved, `publishConfig` applied), then `npm install`. `manifest`
 * gets the tarballs by folder name as `tarballs.<name>` (e.g. `file:./cartesi-viem-2.0.0-alpha.32.tgz`).
 */
function installPacked(
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

/**
 * The quick start's install, done once per run for the files that need it: `@cartesi/rpc`,
 * `@cartesi/viem` and viem, with `@cartesi/local-devnet` and tsx as development dependencies (the
 * quick start on `/` installs the devnet to import its addresses). The devnet package's test runs
 * in the same install, in a folder of its own inside it. The folder was empty before the install
 * (`packed.setup.ts`); the examples project runs its files one at a time, so the first to ask
 * installs. Returns the folder.
 */
export function quickStartInstall(): string {
  const folder = inject("packedFolder");
  const installed = join(folder, "installed");
  if (!existsSync(installed)) {
    installPacked(folder, ["rpc", "viem", "devnet"], ({ rpc, viem, devnet }) => ({
      dependencies: { "@cartesi/rpc": rpc, "@cartesi/viem": viem, viem: viemVersion },
      devDependencies: { "@cartesi/local-devnet": devnet, tsx: "4.23.15" },
      overrides: { "@cartesi/rpc": rpc },
    }));
    writeFileSync(installed, "");
  }
  return folder;
}
