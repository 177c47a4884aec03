"use client";

// The hooks that write with the connected wallet: they need `wagmi` and `@wagmi/core` (optional peers of the package).
export {
  InputNotInReceiptError,
  type InputNotInReceiptErrorType,
  WalletChainNotConfiguredError,
  type WalletChainNotConfiguredErrorType,
} from "./errors.js";
export {
  type UseAddInputParameters,
  type UseAddInputReturnType,
  type UseTypedAddInputParameters,
  type UseTypedAddInputReturnType,
  useAddInput,
} from "./hooks/write/useAddInput.js";
export {
  type UseApprovePortalParameters,
  type UseApprovePortalReturnType,
  useApprovePortal,
} from "./hooks/write/useApprovePortal.js";
export {
  type UseDepositBatchERC1155TokenParameters,
  type UseDepositBatchERC1155TokenReturnType,
  useDepositBatchERC1155Token,
} from "./hooks/write/useDepositBatchERC1155Token.js";
export {
  type UseDepositERC20TokensParameters,
  type UseDepositERC20TokensReturnType,
  useDepositERC20Tokens,
} from "./hooks/write/useDepositERC20Tokens.js";
export {
  type UseDepositERC721TokenParameters,
  type UseDepositERC721TokenReturnType,
  useDepositERC721Token,
} from "./hooks/write/useDepositERC721Token.js";
export {
  type UseDepositEtherParameters,
  type UseDepositEtherReturnType,
  useDepositEther,
} from "./hooks/write/useDepositEther.js";
export {
  type UseDepositSingleERC1155TokenParameters,
  type UseDepositSingleERC1155TokenReturnType,
  useDepositSingleERC1155Token,
} from "./hooks/write/useDepositSingleERC1155Token.js";
export {
  type UseExecuteOutputParameters,
  type UseExecuteOutputReturnType,
  useExecuteOutput,
} from "./hooks/write/useExecuteOutput.js";
export {
  type UseForecloseParameters,
  type UseForecloseReturnType,
  useForeclose,
} from "./hooks/write/useForeclose.js";
export {
  type UseIssueRefundParameters,
  type UseIssueRefundReturnType,
  useIssueRefund,
} from "./hooks/write/useIssueRefund.js";
export {
  type UsePortalAllowanceParameters,
  type UsePortalAllowanceReturnType,
  usePortalAllowance,
} from "./hooks/write/usePortalAllowance.js";
export {
  type UsePortalApprovalParameters,
  type UsePortalApprovalReturnType,
  usePortalApproval,
} from "./hooks/write/usePortalApproval.js";
export {
  type UseProveAccountsDriveMerkleRootParameters,
  type UseProveAccountsDriveMerkleRootReturnType,
  useProveAccountsDriveMerkleRoot,
} from "./hooks/write/useProveAccountsDriveMerkleRoot.js";
export {
  type TransactionInputProgress,
  type UseWaitForTransactionInputErrorType,
  type UseWaitForTransactionInputParameters,
  type UseWaitForTransactionInputReturnType,
  useWaitForTransactionInput,
} from "./hooks/write/useWaitForTransactionInput.js";
export type {
  WalletMutationParameters,
  WalletMutationReturnType,
} from "./hooks/write/useWalletMutation.js";
export {
  type UseWithdrawParameters,
  type UseWithdrawReturnType,
  useWithdraw,
} from "./hooks/write/useWithdraw.js";
