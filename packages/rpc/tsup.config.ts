import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/inspect.ts"],
  format: ["esm", "cjs"],
  dts: true,
  // One copy of the errors for both entries, in CommonJS too, so `instanceof` holds across them.
  splitting: true,
  clean: true,
  target: "es2022",
});
