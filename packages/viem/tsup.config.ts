import { defineConfig } from "tsup";

export default defineConfig([
  {
    // One file per module, so an app that imports one action keeps only that action's imports.
    entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/**/*.test-d.ts", "!src/**/*.bench.ts"],
    bundle: false,
    format: "esm",
    clean: ["**/*.js", "**/*.d.ts"],
    target: "es2022",
  },
  {
    entry: { index: "src/index.ts", "abi/index": "src/abi/index.ts", codec: "src/codec.ts" },
    // One copy of each module across the entries, so an error class is the same class from either.
    splitting: true,
    format: "cjs",
    dts: true,
    clean: ["**/*.cjs", "**/*.d.cts"],
    target: "es2022",
  },
]);
