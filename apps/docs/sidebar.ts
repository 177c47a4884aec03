import type { Sidebar } from "vocs";

/** One sidebar link per page, labelled with the page's name. */
const pages = (folder: string, names: readonly string[]) =>
  names.map((name) => ({ text: name, link: `/${folder}/${name}` }));

export const walletActionsL1 = [
  "addInput",
  "depositEther",
  "depositERC20Tokens",
  "depositERC721Token",
  "depositSingleERC1155Token",
  "depositBatchERC1155Token",
  "executeOutput",
  "foreclose",
  "proveAccountsDriveMerkleRoot",
  "withdraw",
  "issueRefund",
] as const;

export const publicActionsL1 = [
  "estimateAddInputGas",
  "estimateDepositEtherGas",
  "estimateDepositERC20TokensGas",
  "estimateDepositERC721TokenGas",
  "estimateDepositSingleERC1155TokenGas",
  "estimateDepositBatchERC1155TokenGas",
  "estimateExecuteOutputGas",
  "validateOutput",
  "getOutputStatus",
  "getTimeToExecutable",
  "waitToExecuteOutput",
  "waitToExecuteInputOutputs",
  "waitForOutputExecution",
  "estimateForecloseGas",
  "estimateProveAccountsDriveMerkleRootGas",
  "estimateWithdrawGas",
  "getWithdrawalStatus",
  "waitForWithdrawalStatus",
  "estimateIssueRefundGas",
  "getRefundStatus",
  "waitForRefundStatus",
  "wasRefundForInputIssued",
  "validateInput",
] as const;

export const publicActionsL2 = [
  "listApplications",
  "getApplication",
  "listEpochs",
  "getEpoch",
  "listInputs",
  "getInput",
  "listOutputs",
  "getOutput",
  "listReports",
  "getReport",
  "getProcessedInputCount",
  "getLastAcceptedEpochIndex",
  "waitForInput",
  "inspect",
  "listWithdrawals",
  "getWithdrawal",
  "listNotices",
  "listVouchers",
] as const;

/** The pages of `@cartesi/viem/codec`: typed applications, then the contracts' encodings. */
export const codecPages = [
  "defineApplication",
  "decodeDeposit",
  "encodeDeposit",
  "decodeEvmAdvance",
  "encodeEvmAdvance",
  "decodeOutput",
  "encodeOutput",
] as const;

export const hooks = [
  "useApplication",
  "useApplications",
  "useChainId",
  "useEpoch",
  "useEpochs",
  "useInput",
  "useInputs",
  "useLastAcceptedEpochIndex",
  "useNodeVersion",
  "useOutput",
  "useOutputs",
  "useProcessedInputCount",
  "useReport",
  "useReports",
  "useWaitForInput",
  "useInspect",
  "useOutputStatus",
  "useTimeToExecutable",
  "useWaitToExecuteOutput",
  "useWaitToExecuteInputOutputs",
  "useWaitForOutputExecution",
] as const;

/** The hooks that read an application's typed messages, at the end. */
export const typedHooks = ["useNotices", "useVouchers"] as const;

/** The write hooks of `@cartesi/wagmi/write`, after the spec's hooks. */
export const writeHooks = [
  "useAddInput",
  "useDepositEther",
  "useDepositERC20Tokens",
  "useDepositERC721Token",
  "useDepositSingleERC1155Token",
  "useDepositBatchERC1155Token",
  "useExecuteOutput",
  "useApprovePortal",
  "usePortalAllowance",
  "usePortalApproval",
  "useWaitForTransactionInput",
] as const;

/** The withdrawal hooks, at the end: the reads of `@cartesi/wagmi`... */
export const withdrawalHooks = [
  "useWithdrawalStatus",
  "useWaitForWithdrawalStatus",
  "useWithdrawals",
  "useWithdrawal",
] as const;

/** ...and the writes of `@cartesi/wagmi/write`. */
export const withdrawalWriteHooks = [
  "useForeclose",
  "useProveAccountsDriveMerkleRoot",
  "useWithdraw",
] as const;

/** The refund hooks, after the withdrawal ones: the reads of `@cartesi/wagmi`... */
export const refundHooks = ["useRefundStatus", "useWaitForRefundStatus"] as const;

/** ...and the write of `@cartesi/wagmi/write`. */
export const refundWriteHooks = ["useIssueRefund"] as const;

export const rpcMethods = [
  "cartesi_getApplication",
  "cartesi_getEpoch",
  "cartesi_getInput",
  "cartesi_getLastAcceptedEpochIndex",
  "cartesi_getOutput",
  "cartesi_getProcessedInputCount",
  "cartesi_getReport",
  "cartesi_listApplications",
  "cartesi_listEpochs",
  "cartesi_listInputs",
  "cartesi_listOutputs",
  "cartesi_listReports",
  "cartesi_listWithdrawals",
  "cartesi_getWithdrawal",
] as const;

/** The pages that end with their generated API reference: every action, hook and JSON-RPC method. */
export const referencePages = [
  ...[...walletActionsL1, ...publicActionsL1, ...publicActionsL2, ...codecPages].map(
    (name) => `viem/${name}`,
  ),
  ...[
    ...hooks,
    ...writeHooks,
    ...withdrawalHooks,
    ...withdrawalWriteHooks,
    ...refundHooks,
    ...refundWriteHooks,
    ...typedHooks,
  ].map((name) => `wagmi/${name}`),
  "rpc/createClient",
  ...rpcMethods.map((name) => `rpc/${name}`),
  "rpc/inspect",
];

/** Section 2 of the site spec: these four entries and nothing else at the top level. */
export const sidebar = [
  { text: "Introduction", link: "/" },
  {
    text: "Viem Extension",
    collapsed: false,
    items: [
      { text: "Introduction", link: "/viem" },
      { text: "Public L1 Actions", collapsed: true, items: pages("viem", publicActionsL1) },
      { text: "Wallet L1 Actions", collapsed: true, items: pages("viem", walletActionsL1) },
      { text: "Public L2 Actions", collapsed: true, items: pages("viem", publicActionsL2) },
      { text: "From input to executed voucher", link: "/viem/fromInputToExecutedVoucher" },
      {
        text: "Withdrawing from a foreclosed application",
        link: "/viem/withdrawingFromAForeclosedApplication",
      },
      { text: "Getting deposits back", link: "/viem/gettingDepositsBack" },
      { text: "Beyond the devnet", link: "/viem/beyondTheDevnet" },
      { text: "Troubleshooting", link: "/viem/troubleshooting" },
      { text: "Codecs", collapsed: true, items: pages("viem", codecPages) },
      { text: "Typed applications", link: "/viem/typedApplications" },
    ],
  },
  {
    text: "React Hooks",
    collapsed: false,
    items: [
      { text: "Introduction", link: "/wagmi" },
      ...pages("wagmi", hooks),
      ...pages("wagmi", writeHooks),
      ...pages("wagmi", withdrawalHooks),
      ...pages("wagmi", withdrawalWriteHooks),
      ...pages("wagmi", refundHooks),
      ...pages("wagmi", refundWriteHooks),
      ...pages("wagmi", typedHooks),
    ],
  },
  {
    text: "RPC Client",
    collapsed: false,
    items: [
      { text: "Introduction", link: "/rpc" },
      { text: "createClient", link: "/rpc/createClient" },
      ...pages("rpc", rpcMethods),
      { text: "inspect", link: "/rpc/inspect" },
    ],
  },
] satisfies Sidebar;
