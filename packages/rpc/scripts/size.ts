// Size budget of @cartesi/rpc: the whole package as a bundler ships it stays under 2.05 KB. It was
// 1.5 KB until the client typed the errors of newer nodes (unknown application, four limits) and
// read JSON-RPC answers that come with a 4xx or for a whole batch: 1.46 KB then, 1.70 KB after;
// 1.73 KB once its errors carried `docsPath` and `version` as viem's `BaseError` does; 2.00 KB
// once the client waited `Retry-After`, kept a node's request id and named a browser's CORS block
// (`BrowserBlockedError`, whose message names the node settings to change). Inspect is its own
// entry, `@cartesi/rpc/inspect`: the JSON-RPC client does not carry it.
import { runSizeCheck } from "@rollups-ts/size";

await runSizeCheck({
  name: "@cartesi/rpc",
  packageDir: `${import.meta.dirname}/..`,
  external: [],
  rows: [
    { name: "the whole package", ours: { "./dist/index.js": "*" }, budget: { bytes: 2099 } },
    {
      name: "with @cartesi/rpc/inspect",
      ours: { "./dist/index.js": "*", "./dist/inspect.js": "*" },
      budget: { bytes: 3072 },
    },
  ],
});
