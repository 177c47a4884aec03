// Size budgets of @cartesi/wagmi: each read row at most a third of the published 2.0.0-alpha.33
// (devDependency `@cartesi/wagmi-published`) measured the same way; the write rows as they say.
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
    "@wagmi/core",
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
    // The write hooks (`@cartesi/wagmi/write`), against the published generated hook that sends an
    // input: ours also find the deployment and check the application before they send.
    {
      name: "{ useAddInput } (write)",
      ours: { "./dist/write.js": ["useAddInput"] },
      published: { "@cartesi/wagmi-published": ["useWriteInputBoxAddInput"] },
      budget: { published: 1 / 2 },
    },
    {
      name: "{ useAddInput, useWaitForTransactionInput } (write)",
      ours: { "./dist/write.js": ["useAddInput", "useWaitForTransactionInput"] },
      published: { "@cartesi/wagmi-published": ["useWriteInputBoxAddInput"] },
      budget: { published: 1 },
    },
    {
      name: "every write hook (write, write/query)",
      ours: { "./dist/write.js": "*", "./dist/write-query.js": "*" },
      published: { "@cartesi/wagmi-published": "*" },
      budget: { published: 3 / 5 },
    },
  ],
});
