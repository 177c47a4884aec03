// Size budgets of @cartesi/wagmi: each read row at most a third of the published 2.0.0-alpha.33
// (devDependency `@cartesi/wagmi-published`) measured the same way. Inspect, the output status
// hooks, the withdrawal hooks and the refund hooks, which the published package has not, are
// measured apart: what each adds beside the rest (with the actions of @cartesi/viem they run:
// inspect with @cartesi/rpc/inspect and its errors; the output status, estimate and waits; the
// withdrawal status, its wait and the node's withdrawal records; the refund status and its wait),
// as are the typed reads of an application's definition (useNotices, useVouchers). The write rows
// as they say.
import { runSizeCheck } from "@rollups-ts/size";

const inspect = { index: ["useInspect"], query: ["inspectQueryKey", "inspectQueryOptions"] };
const outputStatus = {
  index: [
    "useOutputStatus",
    "useTimeToExecutable",
    "useWaitToExecuteOutput",
    "useWaitToExecuteInputOutputs",
    "useWaitForOutputExecution",
  ],
  query: [
    "getOutputStatusQueryKey",
    "getOutputStatusQueryOptions",
    "getTimeToExecutableQueryKey",
    "getTimeToExecutableQueryOptions",
    "waitToExecuteOutputQueryKey",
    "waitToExecuteOutputQueryOptions",
    "waitToExecuteInputOutputsQueryKey",
    "waitToExecuteInputOutputsQueryOptions",
    "waitForOutputExecutionQueryKey",
    "waitForOutputExecutionQueryOptions",
    "invalidateOutputStatusQueries",
    "outputStatusQueryNames",
  ],
};
const withdrawal = {
  index: ["useWithdrawalStatus", "useWaitForWithdrawalStatus", "useWithdrawals", "useWithdrawal"],
  query: [
    "getWithdrawalStatusQueryKey",
    "getWithdrawalStatusQueryOptions",
    "waitForWithdrawalStatusQueryKey",
    "waitForWithdrawalStatusQueryOptions",
    "listWithdrawalsQueryKey",
    "listWithdrawalsQueryOptions",
    "getWithdrawalQueryKey",
    "getWithdrawalQueryOptions",
    "invalidateWithdrawalStatusQueries",
    "withdrawalStatusQueryNames",
  ],
};
const typedReads = {
  index: ["useNotices", "useVouchers"],
  query: [
    "listNoticesQueryKey",
    "listNoticesQueryOptions",
    "listVouchersQueryKey",
    "listVouchersQueryOptions",
  ],
};
const refund = {
  index: ["useRefundStatus", "useWaitForRefundStatus"],
  query: [
    "getRefundStatusQueryKey",
    "getRefundStatusQueryOptions",
    "waitForRefundStatusQueryKey",
    "waitForRefundStatusQueryOptions",
    "invalidateRefundStatusQueries",
    "refundStatusQueryNames",
  ],
};
const exportsOf = async (entry: "index" | "query") =>
  Object.keys(await import(`../dist/${entry}.js`)).filter(
    (name) =>
      !inspect[entry].includes(name) &&
      !outputStatus[entry].includes(name) &&
      !withdrawal[entry].includes(name) &&
      !typedReads[entry].includes(name) &&
      !refund[entry].includes(name),
  );
// The withdrawal and refund writes, which the published package has not either, are measured apart
// from the other writes, as their reads are from the other reads.
const withdrawalWrites = {
  write: ["useForeclose", "useProveAccountsDriveMerkleRoot", "useWithdraw"],
  "write-query": [
    "forecloseMutationOptions",
    "proveAccountsDriveMerkleRootMutationOptions",
    "withdrawMutationOptions",
  ],
};
const refundWrites = { write: ["useIssueRefund"], "write-query": ["issueRefundMutationOptions"] };
const writeExportsOf = async (entry: "write" | "write-query") =>
  Object.keys(await import(`../dist/${entry}.js`)).filter(
    (name) => !withdrawalWrites[entry].includes(name) && !refundWrites[entry].includes(name),
  );
const writeRest = {
  "./dist/write.js": await writeExportsOf("write"),
  "./dist/write-query.js": await writeExportsOf("write-query"),
};
const rest = {
  "./dist/index.js": await exportsOf("index"),
  "./dist/query.js": await exportsOf("query"),
};

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
      name: "the whole package but inspect, the output status, the withdrawals and the refunds",
      ours: rest,
      published: { "@cartesi/wagmi-published": "*" },
      budget: { published: 1 / 3 },
    },
    {
      name: "useInspect, beside the rest",
      ours: rest,
      beside: [
        {
          name: "useInspect",
          ours: { "./dist/index.js": inspect.index, "./dist/query.js": inspect.query },
        },
      ],
      // With its typed form (a definition's request and decoded reports).
      budget: { bytes: 2688 },
    },
    {
      name: "the output status hooks, beside the rest",
      ours: rest,
      beside: [
        {
          name: "the output status hooks",
          ours: { "./dist/index.js": outputStatus.index, "./dist/query.js": outputStatus.query },
        },
      ],
      // 4 KB until the block time became the median of five runs' means (0.11 KB).
      budget: { bytes: 4.25 * 1024 },
    },
    {
      name: "the withdrawal hooks, beside the rest",
      ours: rest,
      beside: [
        {
          name: "the withdrawal hooks",
          ours: { "./dist/index.js": withdrawal.index, "./dist/query.js": withdrawal.query },
        },
      ],
      budget: { bytes: 3072 },
    },
    {
      name: "useNotices and useVouchers, beside the rest",
      ours: rest,
      beside: [
        {
          name: "useNotices and useVouchers",
          ours: { "./dist/index.js": typedReads.index, "./dist/query.js": typedReads.query },
        },
      ],
      budget: { bytes: 1024 },
    },
    {
      name: "the refund hooks, beside the rest",
      ours: rest,
      beside: [
        {
          name: "the refund hooks",
          ours: { "./dist/index.js": refund.index, "./dist/query.js": refund.query },
        },
      ],
      budget: { bytes: 3584 },
    },
    // The write hooks (`@cartesi/wagmi/write`), against the published generated hook that sends an
    // input: ours also find the deployment and check the application before they send, check the
    // wallet's chain first, keep the wallet's client, and wait for the node before they refetch
    // its reads (about 1.8 KB of the 4.9 KB of useAddInput, hence 0.62 and not 0.5).
    {
      name: "{ useAddInput } (write)",
      ours: { "./dist/write.js": ["useAddInput"] },
      published: { "@cartesi/wagmi-published": ["useWriteInputBoxAddInput"] },
      budget: { published: 0.62 },
    },
    {
      name: "{ useAddInput, useWaitForTransactionInput } (write)",
      ours: { "./dist/write.js": ["useAddInput", "useWaitForTransactionInput"] },
      published: { "@cartesi/wagmi-published": ["useWriteInputBoxAddInput"] },
      budget: { published: 1 },
    },
    {
      name: "every write hook but the withdrawal and refund writes (write, write/query)",
      ours: writeRest,
      published: { "@cartesi/wagmi-published": "*" },
      // 0.6 before the writes waited for the node (1.8 KB) and the deposits carried the checks of
      // every release from 2.0.0 to 3.0.0-alpha.10 with their typed reverts (0.67 with both).
      budget: { published: 0.68 },
    },
    {
      name: "the withdrawal write hooks, beside the other writes",
      ours: writeRest,
      beside: [
        {
          name: "the withdrawal write hooks",
          ours: {
            "./dist/write.js": withdrawalWrites.write,
            "./dist/write-query.js": withdrawalWrites["write-query"],
          },
        },
      ],
      budget: { bytes: 3072 },
    },
    {
      name: "the refund write hook, beside the other writes",
      ours: writeRest,
      beside: [
        {
          name: "useIssueRefund",
          ours: {
            "./dist/write.js": refundWrites.write,
            "./dist/write-query.js": refundWrites["write-query"],
          },
        },
      ],
      budget: { bytes: 3072 },
    },
  ],
});
