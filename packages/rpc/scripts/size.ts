// Size budget of @cartesi/rpc: the whole package as a bundler ships it stays under 1.5 KB.
import { runSizeCheck } from "@rollups-ts/size";

await runSizeCheck({
  name: "@cartesi/rpc",
  packageDir: `${import.meta.dirname}/..`,
  external: [],
  rows: [{ name: "the whole package", ours: { "./dist/index.js": "*" }, budget: { bytes: 1536 } }],
});
