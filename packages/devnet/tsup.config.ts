import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/cli.ts", "src/vitest.ts"],
  format: ["esm"],
  // The local chain is a private workspace package: it ships inside this one.
  noExternal: [/^@rollups-ts\//],
  dts: { entry: ["src/index.ts", "src/vitest.ts"], resolve: [/^@rollups-ts\//] },
  clean: true,
  platform: "node",
  target: "node20",
});
