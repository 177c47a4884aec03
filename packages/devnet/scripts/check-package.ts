// Checks the tarball users get: pnpm packs it with `publishConfig` applied (dist, not src).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const folder = mkdtempSync(join(tmpdir(), "devnet-pack-"));
try {
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { stdio: "inherit" });
  run("pnpm", ["exec", "publint", "--strict", "--pack", "pnpm"]);
  execFileSync("pnpm", ["pack", "--pack-destination", folder], { stdio: "ignore" });
  const tarball = join(folder, readdirSync(folder)[0]!);
  // Node-only ESM: a CLI and a Node API, never bundled for browsers or required from CommonJS.
  run("pnpm", ["exec", "attw", tarball, "--profile", "esm-only"]);
  // The bundled local chain reads the v3 contracts from vendor/, beside dist/.
  const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n");
  for (const file of [
    "package/vendor/rollups-contracts-3.0.0-alpha.5/LICENSE",
    "package/vendor/rollups-contracts-3.0.0-alpha.5/README.md",
    "package/vendor/rollups-contracts-3.0.0-alpha.5/addresses.json",
    "package/vendor/rollups-contracts-3.0.0-alpha.5/artifacts/InputBox.json",
  ])
    if (!files.includes(file)) throw new Error(`the package lacks ${file}`);
  // The built package starts a v3 chain from its own files.
  run("node", [
    "--input-type=module",
    "-e",
    'const { startChain } = await import("./dist/index.js"); const chain = await startChain(); if (chain.generation !== "v3") throw new Error(chain.generation); await chain.stop();',
  ]);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
