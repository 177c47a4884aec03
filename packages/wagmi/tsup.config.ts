import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    query: "src/query/index.ts",
    write: "src/write.ts",
    "write-query": "src/query/write/index.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  target: "es2022",
});
