/** The routes and the sidebar as section 2 of the site spec lists them, with its names resolved. */

/** The wallet actions of section 3, in the sidebar's order. */
export const walletActions = [
  "addInput",
  "depositEther",
  "depositERC20Tokens",
  "depositERC721Token",
  "depositSingleERC1155Token",
  "depositBatchERC1155Token",
  "executeOutput",
];
export const estimateGas = (action: string) =>
  `estimate${action[0]!.toUpperCase()}${action.slice(1)}Gas`;
/** Pages added after the spec's, at the end of their section: the spec's own order is unchanged. */
const outputStatusActions = [
  "getOutputStatus",
  "getTimeToExecutable",
  "waitToExecuteOutput",
  "waitToExecuteInputOutputs",
  "waitForOutputExecution",
];
/** The foreclosure and withdrawal actions, after the spec's, at the end of their sections. */
const withdrawalWalletActions = ["foreclose", "proveAccountsDriveMerkleRoot", "withdraw"];
/** The refund actions, after the withdrawal ones. */
const refundWalletActions = ["issueRefund"];
const publicL1Actions = [
  ...walletActions.map(estimateGas),
  "validateOutput",
  ...outputStatusActions,
  ...withdrawalWalletActions.map(estimateGas),
  "getWithdrawalStatus",
  "waitForWithdrawalStatus",
  ...refundWalletActions.map(estimateGas),
  "getRefundStatus",
  "waitForRefundStatus",
  "wasRefundForInputIssued",
  "validateInput",
];
const publicL2Actions = [
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
];
/** The pages of `@cartesi/viem/codec`, in a section of their own at the end of Viem Extension. */
const codecPages = [
  "defineApplication",
  "decodeDeposit",
  "encodeDeposit",
  "decodeEvmAdvance",
  "encodeEvmAdvance",
  "decodeOutput",
  "encodeOutput",
];
const hooks = [
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
];
/** The write hooks, after the spec's hooks (the spec's order is unchanged). */
const writeHooks = [
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
];
/** The withdrawal hooks, at the end of the React Hooks section. */
const withdrawalHooks = [
  "useWithdrawalStatus",
  "useWaitForWithdrawalStatus",
  "useWithdrawals",
  "useWithdrawal",
  "useForeclose",
  "useProveAccountsDriveMerkleRoot",
  "useWithdraw",
];
/** The refund hooks, after the withdrawal ones. */
const refundHooks = ["useRefundStatus", "useWaitForRefundStatus", "useIssueRefund"];
/** The hooks that read an application's typed messages, last. */
const typedHooks = ["useNotices", "useVouchers"];
const rpcMethods = [
  "getApplication",
  "getEpoch",
  "getInput",
  "getLastAcceptedEpochIndex",
  "getOutput",
  "getProcessedInputCount",
  "getReport",
  "listApplications",
  "listEpochs",
  "listInputs",
  "listOutputs",
  "listReports",
  "listWithdrawals",
  "getWithdrawal",
].map((method) => `cartesi_${method}`);

type Link = { text: string; link: string };
const links = (folder: string, names: string[]): Link[] =>
  names.map((name) => ({ text: name, link: `/${folder}/${name}` }));

export const sidebarGroups: { text: string; items: (Link | { text: string; items: Link[] })[] }[] =
  [
    {
      text: "Viem Extension",
      items: [
        { text: "Introduction", link: "/viem" },
        { text: "Public L1 Actions", items: links("viem", publicL1Actions) },
        {
          text: "Wallet L1 Actions",
          items: links("viem", [
            ...walletActions,
            ...withdrawalWalletActions,
            ...refundWalletActions,
          ]),
        },
        { text: "Public L2 Actions", items: links("viem", publicL2Actions) },
        { text: "From input to executed voucher", link: "/viem/fromInputToExecutedVoucher" },
        {
          text: "Withdrawing from a foreclosed application",
          link: "/viem/withdrawingFromAForeclosedApplication",
        },
        { text: "Getting deposits back", link: "/viem/gettingDepositsBack" },
        { text: "Beyond the devnet", link: "/viem/beyondTheDevnet" },
        { text: "Troubleshooting", link: "/viem/troubleshooting" },
        { text: "Codecs", items: links("viem", codecPages) },
        { text: "Typed applications", link: "/viem/typedApplications" },
      ],
    },
    {
      text: "React Hooks",
      items: [
        { text: "Introduction", link: "/wagmi" },
        ...links("wagmi", hooks),
        ...links("wagmi", writeHooks),
        ...links("wagmi", withdrawalHooks),
        ...links("wagmi", refundHooks),
        ...links("wagmi", typedHooks),
      ],
    },
    {
      text: "RPC Client",
      items: [
        { text: "Introduction", link: "/rpc" },
        { text: "createClient", link: "/rpc/createClient" },
        ...links("rpc", rpcMethods),
        { text: "inspect", link: "/rpc/inspect" },
      ],
    },
  ];

/** Every link of the sidebar in order, the Introduction first. */
export const sidebarLinks: Link[] = [
  { text: "Introduction", link: "/" },
  ...sidebarGroups.flatMap((group) =>
    group.items.flatMap((item) => ("items" in item ? item.items : [item])),
  ),
];

export const routes = sidebarLinks.map(({ link }) => link);
