// Size budgets of @cartesi/viem, against the published 2.0.0-alpha.31 measured the same way. Strict
// parsing of three node dialects and the checks before every write are worth their bytes: these
// ceilings are set for them.
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
    { name: "one read action (getInput)", ...both(["getInput"]), budget: { bytes: 2.2 * 1024 } },
    {
      name: "each further read, imported beside the first",
      ...both(["getInput"]),
      beside: reads.map((read) => ({ name: read, ...both([read]) })),
      budget: { bytes: 0.52 * 1024 },
    },
    {
      name: "createCartesiPublicClient, all reads",
      ...both(["createCartesiPublicClient"]),
      budget: { bytes: 5.4 * 1024 },
    },
    {
      name: "addInput, with its checks",
      ...both(["addInput"]),
      budget: { bytes: 1.2 * 1024 },
    },
    { name: "the whole package", ...both("*"), budget: { bytes: 10 * 1024 } },
  ],
});
