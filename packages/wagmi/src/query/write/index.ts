// React-free: mutation and query options of the write hooks, as `@cartesi/wagmi/write/query`; they need `@wagmi/core`.
export {
  type AddInputMutationErrorType,
  type AddInputMutationOptions,
  type AddInputVariables,
  addInputMutationOptions,
  type TypedAddInputMutationOptions,
  type TypedAddInputVariables,
} from "./addInput.js";
export {
  type ApprovePortalMutationErrorType,
  type ApprovePortalMutationOptions,
  type ApprovePortalVariables,
  approvePortalMutationOptions,
} from "./approvePortal.js";
export {
  type DepositBatchERC1155TokenMutationErrorType,
  type DepositBatchERC1155TokenMutationOptions,
  type DepositBatchERC1155TokenVariables,
  depositBatchERC1155TokenMutationOptions,
} from "./depositBatchERC1155Token.js";
export {
  type DepositERC20TokensMutationErrorType,
  type DepositERC20TokensMutationOptions,
  type DepositERC20TokensVariables,
  depositERC20TokensMutationOptions,
} from "./depositERC20Tokens.js";
export {
  type DepositERC721TokenMutationErrorType,
  type DepositERC721TokenMutationOptions,
  type DepositERC721TokenVariables,
  depositERC721TokenMutationOptions,
} from "./depositERC721Token.js";
export {
  type DepositEtherMutationErrorType,
  type DepositEtherMutationOptions,
  type DepositEtherVariables,
  depositEtherMutationOptions,
} from "./depositEther.js";
export {
  type DepositSingleERC1155TokenMutationErrorType,
  type DepositSingleERC1155TokenMutationOptions,
  type DepositSingleERC1155TokenVariables,
  depositSingleERC1155TokenMutationOptions,
} from "./depositSingleERC1155Token.js";
export {
  type ExecuteOutputMutationErrorType,
  type ExecuteOutputMutationOptions,
  type ExecuteOutputVariables,
  executeOutputMutationOptions,
} from "./executeOutput.js";
export {
  type ForecloseMutationErrorType,
  type ForecloseMutationOptions,
  type ForecloseVariables,
  forecloseMutationOptions,
} from "./foreclose.js";
export {
  type GetPortalAllowanceQueryKey,
  type GetPortalAllowanceQueryOptions,
  type GetPortalAllowanceQueryParameters,
  getPortalAllowanceQueryKey,
  getPortalAllowanceQueryOptions,
} from "./getPortalAllowance.js";
export {
  type GetPortalApprovalQueryKey,
  type GetPortalApprovalQueryOptions,
  type GetPortalApprovalQueryParameters,
  getPortalApprovalQueryKey,
  getPortalApprovalQueryOptions,
} from "./getPortalApproval.js";
export {
  type IssueRefundMutationErrorType,
  type IssueRefundMutationOptions,
  type IssueRefundVariables,
  issueRefundMutationOptions,
} from "./issueRefund.js";
export {
  type ProveAccountsDriveMerkleRootMutationErrorType,
  type ProveAccountsDriveMerkleRootMutationOptions,
  type ProveAccountsDriveMerkleRootVariables,
  proveAccountsDriveMerkleRootMutationOptions,
} from "./proveAccountsDriveMerkleRoot.js";
export type {
  ConnectedClientErrorType,
  DeploymentsParameter,
  WalletMutationVariables,
} from "./utils.js";
export {
  type WaitForTransactionInputErrorType,
  type WaitForTransactionInputParameters,
  type WaitForTransactionInputQueryKey,
  type WaitForTransactionInputQueryOptions,
  type WaitForTransactionInputQueryParameters,
  type WaitForTransactionInputReturnType,
  waitForTransactionInputQueryKey,
  waitForTransactionInputQueryOptions,
} from "./waitForTransactionInput.js";
export {
  type WithdrawMutationErrorType,
  type WithdrawMutationOptions,
  type WithdrawVariables,
  withdrawMutationOptions,
} from "./withdraw.js";
