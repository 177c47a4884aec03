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
} finally {
  rmSync(folder, { recursive: true, force: true });
}
