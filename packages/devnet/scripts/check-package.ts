// Checks the tarball users get: pnpm packs it with `publishConfig` applied (dist, not src).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

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
  for (const release of ["3.0.0-alpha.5", "3.0.0-alpha.9"])
    for (const file of ["LICENSE", "README.md", "addresses.json", "artifacts/InputBox.json"])
      if (!files.includes(`package/vendor/rollups-contracts-${release}/${file}`))
        throw new Error(`the package lacks vendor/rollups-contracts-${release}/${file}`);
  // `./deployment` is plain data: nothing it loads imports a Node.js module or a package.
  const loaded = new Set<string>();
  const follow = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const [, from, bare] of readFileSync(file, "utf8").matchAll(
      /\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g,
    )) {
      const specifier = from ?? bare!;
      if (!specifier.startsWith(".")) throw new Error(`${file} imports ${specifier}`);
      follow(join(dirname(file), specifier));
    }
  };
  follow("dist/deployment.js");
  // The built package starts a chain of every generation from its own files.
  run("node", [
    "--input-type=module",
    "-e",
    'const { startChain, devnetDeployments } = await import("./dist/index.js"); const chain = await startChain({ generations: ["v3-alpha.9", "v3"] }); if (chain.release !== "3.0.0-alpha.9" || chain.contracts.inputBox !== devnetDeployments.N.contracts.inputBox) throw new Error(chain.release); await chain.stop();',
  ]);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
