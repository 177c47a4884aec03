// Size budgets of @cartesi/viem, against the published 2.0.0-alpha.31 measured the same way. One
// read keeps 2.2 KB. The other rows are ceilings a little above what the package measures now, so
// that growth shows: a further read carries the strict parsing of three node dialects (0.82 KB for
// listApplications); all reads include inspect and the output counts; addInput carries the checks
// before it sends (the application's InputBox, generation and foreclosure, with their typed
// errors); the whole package holds both contract generations, inspect, the output lifecycle (with
// the block time measured as the median of five runs' means) and foreclosure and withdrawal, and
// deposit refunds, each measured together (nothing of the published package compares with them).
// Refunds added 2.1 KB to the whole package, which measured 21.42 KB before them (with every
// release's checks): the budget is that plus 15 %. The typed reads (listNotices, listVouchers) and
// the typed forms of addInput and inspect are in the main entry; the codecs and defineApplication
// are `@cartesi/viem/codec`, where decodeDeposit takes the deployments whose portals it knows, so
// it carries no table of them.
import { type Imports, runSizeCheck } from "@rollups-ts/size";

const ours = (names: readonly string[] | "*"): Imports => ({ "./dist/index.js": names });
const codec = (names: readonly string[] | "*"): Imports => ({ "./dist/codec.js": names });
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
      budget: { bytes: 0.85 * 1024 },
    },
    {
      name: "createCartesiPublicClient, all reads",
      ...both(["createCartesiPublicClient"]),
      budget: { bytes: 8 * 1024 },
    },
    {
      name: "addInput, with its checks",
      ...both(["addInput"]),
      budget: { bytes: 2.3 * 1024 },
    },
    {
      name: "foreclosure and withdrawal: the three writes, the status and its wait",
      ours: ours([
        "foreclose",
        "proveAccountsDriveMerkleRoot",
        "withdraw",
        "getWithdrawalStatus",
        "waitForWithdrawalStatus",
      ]),
      budget: { bytes: 4.6 * 1024 },
    },
    {
      name: "deposit refunds: the write, its estimate, the status, its wait and the two reads",
      ours: ours([
        "issueRefund",
        "estimateIssueRefundGas",
        "getRefundStatus",
        "waitForRefundStatus",
        "wasRefundForInputIssued",
        "validateInput",
        "getRefundsIssuedFromReceipt",
      ]),
      budget: { bytes: 6.25 * 1024 },
    },
    {
      name: "decodeDeposit alone (the payloads, the typed error)",
      ours: codec(["decodeDeposit"]),
      budget: { bytes: 1.5 * 1024 },
    },
    {
      name: "@cartesi/viem/codec, all of it (the contracts' codecs and defineApplication)",
      ours: codec("*"),
      budget: { bytes: 4.3 * 1024 },
    },
    { name: "the whole package", ...both("*"), budget: { bytes: 24.5 * 1024 } },
  ],
});
