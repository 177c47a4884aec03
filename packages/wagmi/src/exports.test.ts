import { expect, test } from "vitest";

test("public exports", async () => {
  expect(Object.keys(await import("./index.js")).sort()).toMatchInlineSnapshot(`
    [
      "CartesiProvider",
      "CartesiProviderNotFoundError",
      "NodeUrlNotFoundError",
      "useApplication",
      "useApplications",
      "useChainId",
      "useEpoch",
      "useEpochs",
      "useInput",
      "useInputs",
      "useInspect",
      "useLastAcceptedEpochIndex",
      "useNodeInfo",
      "useNodeVersion",
      "useOutput",
      "useOutputs",
      "useProcessedInputCount",
      "useReport",
      "useReports",
      "useWaitForInput",
      "version",
    ]
  `);
});

test("public exports of @cartesi/wagmi/query", async () => {
  expect(Object.keys(await import("./query/index.js")).sort()).toMatchInlineSnapshot(`
    [
      "getApplicationQueryKey",
      "getApplicationQueryOptions",
      "getChainIdQueryKey",
      "getChainIdQueryOptions",
      "getEpochQueryKey",
      "getEpochQueryOptions",
      "getInputQueryKey",
      "getInputQueryOptions",
      "getLastAcceptedEpochIndexQueryKey",
      "getLastAcceptedEpochIndexQueryOptions",
      "getNodeInfoQueryKey",
      "getNodeInfoQueryOptions",
      "getNodeVersionQueryKey",
      "getNodeVersionQueryOptions",
      "getOutputQueryKey",
      "getOutputQueryOptions",
      "getProcessedInputCountQueryKey",
      "getProcessedInputCountQueryOptions",
      "getReportQueryKey",
      "getReportQueryOptions",
      "hashFn",
      "inspectQueryKey",
      "inspectQueryOptions",
      "listApplicationsQueryKey",
      "listApplicationsQueryOptions",
      "listEpochsQueryKey",
      "listEpochsQueryOptions",
      "listInputsQueryKey",
      "listInputsQueryOptions",
      "listOutputsQueryKey",
      "listOutputsQueryOptions",
      "listReportsQueryKey",
      "listReportsQueryOptions",
      "waitForInputQueryKey",
      "waitForInputQueryOptions",
    ]
  `);
});
