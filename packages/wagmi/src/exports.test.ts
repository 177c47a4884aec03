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
      "useNotices",
      "useOutput",
      "useOutputStatus",
      "useOutputs",
      "useProcessedInputCount",
      "useRefundStatus",
      "useReport",
      "useReports",
      "useTimeToExecutable",
      "useVouchers",
      "useWaitForInput",
      "useWaitForOutputExecution",
      "useWaitForRefundStatus",
      "useWaitForWithdrawalStatus",
      "useWaitToExecuteInputOutputs",
      "useWaitToExecuteOutput",
      "useWithdrawal",
      "useWithdrawalStatus",
      "useWithdrawals",
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
      "getOutputStatusQueryKey",
      "getOutputStatusQueryOptions",
      "getProcessedInputCountQueryKey",
      "getProcessedInputCountQueryOptions",
      "getRefundStatusQueryKey",
      "getRefundStatusQueryOptions",
      "getReportQueryKey",
      "getReportQueryOptions",
      "getTimeToExecutableQueryKey",
      "getTimeToExecutableQueryOptions",
      "getWithdrawalQueryKey",
      "getWithdrawalQueryOptions",
      "getWithdrawalStatusQueryKey",
      "getWithdrawalStatusQueryOptions",
      "hashFn",
      "inspectQueryKey",
      "inspectQueryOptions",
      "invalidateOutputStatusQueries",
      "invalidateRefundStatusQueries",
      "invalidateWithdrawalStatusQueries",
      "listApplicationsQueryKey",
      "listApplicationsQueryOptions",
      "listEpochsQueryKey",
      "listEpochsQueryOptions",
      "listInputsQueryKey",
      "listInputsQueryOptions",
      "listNoticesQueryKey",
      "listNoticesQueryOptions",
      "listOutputsQueryKey",
      "listOutputsQueryOptions",
      "listReportsQueryKey",
      "listReportsQueryOptions",
      "listVouchersQueryKey",
      "listVouchersQueryOptions",
      "listWithdrawalsQueryKey",
      "listWithdrawalsQueryOptions",
      "outputStatusQueryNames",
      "refundStatusQueryNames",
      "waitForInputQueryKey",
      "waitForInputQueryOptions",
      "waitForOutputExecutionQueryKey",
      "waitForOutputExecutionQueryOptions",
      "waitForRefundStatusQueryKey",
      "waitForRefundStatusQueryOptions",
      "waitForWithdrawalStatusQueryKey",
      "waitForWithdrawalStatusQueryOptions",
      "waitToExecuteInputOutputsQueryKey",
      "waitToExecuteInputOutputsQueryOptions",
      "waitToExecuteOutputQueryKey",
      "waitToExecuteOutputQueryOptions",
      "withdrawalStatusQueryNames",
    ]
  `);
});

test("public exports of @cartesi/wagmi/write", async () => {
  expect(Object.keys(await import("./write.js")).sort()).toMatchInlineSnapshot(`
    [
      "InputNotInReceiptError",
      "WalletChainNotConfiguredError",
      "useAddInput",
      "useApprovePortal",
      "useDepositBatchERC1155Token",
      "useDepositERC20Tokens",
      "useDepositERC721Token",
      "useDepositEther",
      "useDepositSingleERC1155Token",
      "useExecuteOutput",
      "useForeclose",
      "useIssueRefund",
      "usePortalAllowance",
      "usePortalApproval",
      "useProveAccountsDriveMerkleRoot",
      "useWaitForTransactionInput",
      "useWithdraw",
    ]
  `);
});

test("public exports of @cartesi/wagmi/write/query", async () => {
  expect(Object.keys(await import("./query/write/index.js")).sort()).toMatchInlineSnapshot(`
    [
      "addInputMutationOptions",
      "approvePortalMutationOptions",
      "depositBatchERC1155TokenMutationOptions",
      "depositERC20TokensMutationOptions",
      "depositERC721TokenMutationOptions",
      "depositEtherMutationOptions",
      "depositSingleERC1155TokenMutationOptions",
      "executeOutputMutationOptions",
      "forecloseMutationOptions",
      "getPortalAllowanceQueryKey",
      "getPortalAllowanceQueryOptions",
      "getPortalApprovalQueryKey",
      "getPortalApprovalQueryOptions",
      "issueRefundMutationOptions",
      "proveAccountsDriveMerkleRootMutationOptions",
      "waitForTransactionInputQueryKey",
      "waitForTransactionInputQueryOptions",
      "withdrawMutationOptions",
    ]
  `);
});

test("the read entry points import neither wagmi nor @wagmi/core, which are optional peers", async () => {
  const { build } = await import("esbuild");
  const importsOf = async (entry: string) => {
    const { metafile } = await build({
      entryPoints: [`${import.meta.dirname}/${entry}`],
      bundle: true,
      write: false,
      metafile: true,
      format: "esm",
      platform: "neutral",
      packages: "external",
      logLevel: "silent",
    });
    return Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((item) => item.external).map((item) => item.path),
    );
  };
  for (const entry of ["index.ts", "query/index.ts"]) {
    const imports = await importsOf(entry);
    expect(imports).toContain("@cartesi/viem");
    expect(imports).not.toContain("wagmi");
    expect(imports).not.toContain("@wagmi/core");
  }
  expect(await importsOf("write.ts")).toEqual(expect.arrayContaining(["wagmi", "@wagmi/core"]));
});
