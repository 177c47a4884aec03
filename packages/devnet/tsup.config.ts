import { cpSync, rmSync } from "node:fs";
import { defineConfig } from "tsup";

// The v3 contract artifacts the bundled local chain reads: `../vendor/…` from `@rollups-ts/chain`
// finds them beside `dist`, as it finds its own beside `src`.
const vendored = ["rollups-contracts-3.0.0-alpha.5", "rollups-contracts-3.0.0-alpha.9"];

export default defineConfig({
  entry: ["src/index.ts", "src/cli.ts", "src/vitest.ts", "src/deployment.ts"],
  format: ["esm"],
  // The local chain is a private workspace package: it ships inside this one.
  noExternal: [/^@rollups-ts\//],
  dts: {
    entry: ["src/index.ts", "src/vitest.ts", "src/deployment.ts"],
    resolve: [/^@rollups-ts\//],
  },
  clean: true,
  platform: "node",
  target: "node20",
  onSuccess: async () => {
    rmSync("vendor", { recursive: true, force: true });
    for (const folder of vendored)
      cpSync(`../../tooling/chain/vendor/${folder}`, `vendor/${folder}`, { recursive: true });
  },
});
