// Size budgets of @cartesi/viem (issue #13), against the published 2.0.0-alpha.31 measured the same way.
import { type Imports, runSizeCheck } from "@rollups-ts/size";

const ours = (names: readonly string[] | "*"): Imports => ({ "./dist/index.js": names });
const published = (names: readonly string[] | "*"): Imports => ({
  "@cartesi/viem-published": names,
});
const both = (names: readonly string[] | "*") => ({
  ours: ours(names),
  published: published(names),
});

// The node-backed reads besides `getInput`.
const reads = [
  "getApplication",
  "listApplications",
  "getEpoch",
  "listEpochs",
  "listInputs",
  "getOutput",
  "listOutputs",
  "getReport",
  "listReports",
  "getProcessedInputCount",
  "getLastAcceptedEpochIndex",
  "getChainId",
  "getNodeVersion",
  "waitForInput",
];

await runSizeCheck({
  name: "@cartesi/viem",
  packageDir: `${import.meta.dirname}/..`,
  published: "2.0.0-alpha.31",
  external: ["viem"],
  rows: [
    { name: "one read action (getInput)", ...both(["getInput"]), budget: { bytes: 1.6 * 1024 } },
    {
      name: "each further read, imported beside the first",
      ...both(["getInput"]),
      beside: reads.map((read) => ({ name: read, ...both([read]) })),
      budget: { bytes: 0.35 * 1024 },
    },
    {
      name: "createCartesiPublicClient, all reads",
      ...both(["createCartesiPublicClient"]),
      budget: { bytes: 4 * 1024 },
    },
    { name: "addInput", ...both(["addInput"]), budget: { bytes: 0.97 * 1024 } },
    { name: "the whole package", ...both("*"), budget: { published: 1 } },
  ],
});
