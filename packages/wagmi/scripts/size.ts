// Size budgets of @cartesi/wagmi: each row at most a third of the published 2.0.0-alpha.33
// (devDependency `@cartesi/wagmi-published`) measured the same way.
import { runSizeCheck } from "@rollups-ts/size";

await runSizeCheck({
  name: "@cartesi/wagmi",
  packageDir: `${import.meta.dirname}/..`,
  published: "2.0.0-alpha.33",
  // What an app already has: the peers of both packages.
  external: [
    "react",
    "react-dom",
    "viem",
    "wagmi",
    "@tanstack/react-query",
    "@tanstack/query-core",
  ],
  rows: [
    {
      name: "{ useOutputs }",
      ours: { "./dist/index.js": ["useOutputs"] },
      published: { "@cartesi/wagmi-published": ["useOutputs"] },
      budget: { published: 1 / 3 },
    },
    {
      name: "the whole package",
      ours: { "./dist/index.js": "*", "./dist/query.js": "*" },
      published: { "@cartesi/wagmi-published": "*" },
      budget: { published: 1 / 3 },
    },
  ],
});
