export type { ApplicationIdentifier } from "@cartesi/rpc";
export {
  type AddInputErrorType,
  type AddInputParameters,
  type AddInputReturnType,
  addInput,
  type TypedAddInputParameters,
} from "./actions/l1/addInput.js";
export {
  type ApprovePortalErrorType,
  type ApprovePortalParameters,
  type ApprovePortalReturnType,
  approvePortal,
} from "./actions/l1/approvePortal.js";
export type {
  DeploymentParameters,
  InputBoxCheckErrorType,
  TargetCheckErrorType,
} from "./actions/l1/deployment.js";
export {
  type DepositBatchERC1155TokenErrorType,
  type DepositBatchERC1155TokenParameters,
  type DepositBatchERC1155TokenReturnType,
  depositBatchERC1155Token,
} from "./actions/l1/depositBatchERC1155Token.js";
export {
  type DepositERC20TokensErrorType,
  type DepositERC20TokensParameters,
  type DepositERC20TokensReturnType,
  depositERC20Tokens,
} from "./actions/l1/depositERC20Tokens.js";
export {
  type DepositERC721TokenErrorType,
  type DepositERC721TokenParameters,
  type DepositERC721TokenReturnType,
  depositERC721Token,
} from "./actions/l1/depositERC721Token.js";
export {
  type DepositEtherErrorType,
  type DepositEtherParameters,
  type DepositEtherReturnType,
  depositEther,
} from "./actions/l1/depositEther.js";
export {
  type DepositSingleERC1155TokenErrorType,
  type DepositSingleERC1155TokenParameters,
  type DepositSingleERC1155TokenReturnType,
  depositSingleERC1155Token,
} from "./actions/l1/depositSingleERC1155Token.js";
export {
  type EstimateAddInputGasErrorType,
  type EstimateAddInputGasParameters,
  type EstimateAddInputGasReturnType,
  estimateAddInputGas,
} from "./actions/l1/estimateAddInputGas.js";
export {
  type EstimateDepositBatchERC1155TokenGasErrorType,
  type EstimateDepositBatchERC1155TokenGasParameters,
  type EstimateDepositBatchERC1155TokenGasReturnType,
  estimateDepositBatchERC1155TokenGas,
} from "./actions/l1/estimateDepositBatchERC1155TokenGas.js";
export {
  type EstimateDepositERC20TokensGasErrorType,
  type EstimateDepositERC20TokensGasParameters,
  type EstimateDepositERC20TokensGasReturnType,
  estimateDepositERC20TokensGas,
} from "./actions/l1/estimateDepositERC20TokensGas.js";
export {
  type EstimateDepositERC721TokenGasErrorType,
  type EstimateDepositERC721TokenGasParameters,
  type EstimateDepositERC721TokenGasReturnType,
  estimateDepositERC721TokenGas,
} from "./actions/l1/estimateDepositERC721TokenGas.js";
export {
  type EstimateDepositEtherGasErrorType,
  type EstimateDepositEtherGasParameters,
  type EstimateDepositEtherGasReturnType,
  estimateDepositEtherGas,
} from "./actions/l1/estimateDepositEtherGas.js";
export {
  type EstimateDepositSingleERC1155TokenGasErrorType,
  type EstimateDepositSingleERC1155TokenGasParameters,
  type EstimateDepositSingleERC1155TokenGasReturnType,
  estimateDepositSingleERC1155TokenGas,
} from "./actions/l1/estimateDepositSingleERC1155TokenGas.js";
export {
  type EstimateExecuteOutputGasErrorType,
  type EstimateExecuteOutputGasParameters,
  type EstimateExecuteOutputGasReturnType,
  estimateExecuteOutputGas,
} from "./actions/l1/estimateExecuteOutputGas.js";
export {
  type EstimateForecloseGasErrorType,
  type EstimateForecloseGasParameters,
  type EstimateForecloseGasReturnType,
  estimateForecloseGas,
} from "./actions/l1/estimateForecloseGas.js";
export {
  type EstimateIssueRefundGasErrorType,
  type EstimateIssueRefundGasParameters,
  type EstimateIssueRefundGasReturnType,
  estimateIssueRefundGas,
} from "./actions/l1/estimateIssueRefundGas.js";
export {
  type EstimateProveAccountsDriveMerkleRootGasErrorType,
  type EstimateProveAccountsDriveMerkleRootGasParameters,
  type EstimateProveAccountsDriveMerkleRootGasReturnType,
  estimateProveAccountsDriveMerkleRootGas,
} from "./actions/l1/estimateProveAccountsDriveMerkleRootGas.js";
export {
  type EstimateWithdrawGasErrorType,
  type EstimateWithdrawGasParameters,
  type EstimateWithdrawGasReturnType,
  estimateWithdrawGas,
} from "./actions/l1/estimateWithdrawGas.js";
export {
  type ExecuteOutputErrorType,
  type ExecuteOutputParameters,
  type ExecuteOutputReturnType,
  executeOutput,
} from "./actions/l1/executeOutput.js";
export {
  type ForecloseErrorType,
  type ForecloseParameters,
  type ForecloseReturnType,
  foreclose,
} from "./actions/l1/foreclose.js";
export {
  type GetOutputStatusErrorType,
  type GetOutputStatusParameters,
  type GetOutputStatusReturnType,
  getOutputStatus,
  type OutputStatusName,
} from "./actions/l1/getOutputStatus.js";
export {
  type GetPortalAllowanceErrorType,
  type GetPortalAllowanceParameters,
  type GetPortalAllowanceReturnType,
  getPortalAllowance,
} from "./actions/l1/getPortalAllowance.js";
export {
  type GetPortalApprovalErrorType,
  type GetPortalApprovalParameters,
  type GetPortalApprovalReturnType,
  getPortalApproval,
} from "./actions/l1/getPortalApproval.js";
export {
  type GetRefundStatusErrorType,
  type GetRefundStatusParameters,
  type GetRefundStatusReturnType,
  getRefundStatus,
  type RefundInputParameters,
  type RefundStatus,
  refundStatuses,
} from "./actions/l1/getRefundStatus.js";
export {
  type GetTimeToExecutableErrorType,
  type GetTimeToExecutableParameters,
  type GetTimeToExecutableReturnType,
  getTimeToExecutable,
  type TimeToExecutableBasis,
} from "./actions/l1/getTimeToExecutable.js";
export {
  type GetWithdrawalStatusErrorType,
  type GetWithdrawalStatusParameters,
  type GetWithdrawalStatusReturnType,
  getWithdrawalStatus,
  type WithdrawalStatus,
  withdrawalStatuses,
} from "./actions/l1/getWithdrawalStatus.js";
export {
  type IssueRefundErrorType,
  type IssueRefundParameters,
  type IssueRefundReturnType,
  issueRefund,
} from "./actions/l1/issueRefund.js";
export type { OutputValidityProof } from "./actions/l1/outputValidityProof.js";
export type { PortalStandardParameters } from "./actions/l1/portalApproval.js";
export {
  type ProveAccountsDriveMerkleRootErrorType,
  type ProveAccountsDriveMerkleRootParameters,
  type ProveAccountsDriveMerkleRootReturnType,
  proveAccountsDriveMerkleRoot,
} from "./actions/l1/proveAccountsDriveMerkleRoot.js";
export {
  type ValidateInputErrorType,
  type ValidateInputParameters,
  type ValidateInputReturnType,
  validateInput,
} from "./actions/l1/validateInput.js";
export {
  type ValidateOutputErrorType,
  type ValidateOutputParameters,
  type ValidateOutputReturnType,
  validateOutput,
} from "./actions/l1/validateOutput.js";
export {
  type WaitForOutputExecutionErrorType,
  type WaitForOutputExecutionParameters,
  type WaitForOutputExecutionReturnType,
  waitForOutputExecution,
} from "./actions/l1/waitForOutputExecution.js";
export {
  type WaitForRefundStatusErrorType,
  type WaitForRefundStatusParameters,
  type WaitForRefundStatusReturnType,
  waitForRefundStatus,
} from "./actions/l1/waitForRefundStatus.js";
export {
  type WaitForWithdrawalStatusErrorType,
  type WaitForWithdrawalStatusParameters,
  type WaitForWithdrawalStatusReturnType,
  waitForWithdrawalStatus,
} from "./actions/l1/waitForWithdrawalStatus.js";
export {
  type WaitToExecuteInputOutputsErrorType,
  type WaitToExecuteInputOutputsParameters,
  type WaitToExecuteInputOutputsReturnType,
  waitToExecuteInputOutputs,
} from "./actions/l1/waitToExecuteInputOutputs.js";
export {
  type WaitToExecuteOutputErrorType,
  type WaitToExecuteOutputParameters,
  type WaitToExecuteOutputReturnType,
  waitToExecuteOutput,
} from "./actions/l1/waitToExecuteOutput.js";
export {
  type WasRefundForInputIssuedErrorType,
  type WasRefundForInputIssuedParameters,
  type WasRefundForInputIssuedReturnType,
  wasRefundForInputIssued,
} from "./actions/l1/wasRefundForInputIssued.js";
export {
  type WithdrawErrorType,
  type WithdrawParameters,
  type WithdrawReturnType,
  withdraw,
} from "./actions/l1/withdraw.js";
export type { AccountProofFile, DriveRootProofFile } from "./actions/l1/withdrawalProofs.js";
export {
  type GetApplicationErrorType,
  type GetApplicationParameters,
  type GetApplicationReturnType,
  getApplication,
} from "./actions/l2/getApplication.js";
export {
  type GetChainIdErrorType,
  type GetChainIdReturnType,
  getChainId,
} from "./actions/l2/getChainId.js";
export {
  type GetEpochErrorType,
  type GetEpochParameters,
  type GetEpochReturnType,
  getEpoch,
} from "./actions/l2/getEpoch.js";
export {
  type GetExecutedOutputCountErrorType,
  type GetExecutedOutputCountParameters,
  type GetExecutedOutputCountReturnType,
  getExecutedOutputCount,
} from "./actions/l2/getExecutedOutputCount.js";
export {
  type GetInputErrorType,
  type GetInputParameters,
  type GetInputReturnType,
  getInput,
} from "./actions/l2/getInput.js";
export {
  type GetLastAcceptedEpochIndexErrorType,
  type GetLastAcceptedEpochIndexParameters,
  type GetLastAcceptedEpochIndexReturnType,
  getLastAcceptedEpochIndex,
} from "./actions/l2/getLastAcceptedEpochIndex.js";
export {
  type GetNodeInfoErrorType,
  type GetNodeInfoReturnType,
  getNodeInfo,
} from "./actions/l2/getNodeInfo.js";
export {
  type GetNodeVersionErrorType,
  type GetNodeVersionReturnType,
  getNodeVersion,
} from "./actions/l2/getNodeVersion.js";
export {
  type GetOutputErrorType,
  type GetOutputParameters,
  type GetOutputReturnType,
  getOutput,
} from "./actions/l2/getOutput.js";
export {
  type GetPendingExecutableOutputCountErrorType,
  type GetPendingExecutableOutputCountParameters,
  type GetPendingExecutableOutputCountReturnType,
  getPendingExecutableOutputCount,
} from "./actions/l2/getPendingExecutableOutputCount.js";
export {
  type GetProcessedInputCountErrorType,
  type GetProcessedInputCountParameters,
  type GetProcessedInputCountReturnType,
  getProcessedInputCount,
} from "./actions/l2/getProcessedInputCount.js";
export {
  type GetReportErrorType,
  type GetReportParameters,
  type GetReportReturnType,
  getReport,
} from "./actions/l2/getReport.js";
export {
  type GetWithdrawalErrorType,
  type GetWithdrawalParameters,
  type GetWithdrawalReturnType,
  getWithdrawal,
} from "./actions/l2/getWithdrawal.js";
export {
  type InspectErrorType,
  type InspectParameters,
  type InspectReturnType,
  type InspectStatus,
  inspect,
  type TypedInspectParameters,
  type TypedInspectReturnType,
} from "./actions/l2/inspect.js";
export {
  type ListApplicationsErrorType,
  type ListApplicationsParameters,
  type ListApplicationsReturnType,
  listApplications,
} from "./actions/l2/listApplications.js";
export {
  type ListEpochsErrorType,
  type ListEpochsParameters,
  type ListEpochsReturnType,
  listEpochs,
} from "./actions/l2/listEpochs.js";
export {
  type ListInputsErrorType,
  type ListInputsParameters,
  type ListInputsReturnType,
  listInputs,
} from "./actions/l2/listInputs.js";
export {
  type ListNoticesErrorType,
  type ListNoticesParameters,
  type ListNoticesReturnType,
  listNotices,
  type NoticeOutput,
} from "./actions/l2/listNotices.js";
export {
  type ListOutputsErrorType,
  type ListOutputsParameters,
  type ListOutputsReturnType,
  listOutputs,
} from "./actions/l2/listOutputs.js";
export {
  type ListReportsErrorType,
  type ListReportsParameters,
  type ListReportsReturnType,
  listReports,
} from "./actions/l2/listReports.js";
export {
  type ListVouchersErrorType,
  type ListVouchersParameters,
  type ListVouchersReturnType,
  listVouchers,
  type VoucherOutput,
} from "./actions/l2/listVouchers.js";
export {
  type ListWithdrawalsErrorType,
  type ListWithdrawalsParameters,
  type ListWithdrawalsReturnType,
  listWithdrawals,
} from "./actions/l2/listWithdrawals.js";
export {
  type WaitForInputErrorType,
  type WaitForInputParameters,
  type WaitForInputReturnType,
  waitForInput,
} from "./actions/l2/waitForInput.js";
export type {
  ApplicationDefinition,
  ApplicationInput,
  ApplicationInspectReport,
  ApplicationInspectRequest,
  ApplicationNotice,
  ApplicationOutputData,
  ApplicationVoucher,
} from "./application/defineApplication.js";
export {
  type CartesiPublicClient,
  type CreateCartesiPublicClientParameters,
  createCartesiPublicClient,
} from "./clients/createCartesiPublicClient.js";
export {
  type PublicActionsL1,
  type PublicActionsL1Options,
  publicActionsL1,
} from "./decorators/publicActionsL1.js";
export { type PublicActionsL2, publicActionsL2 } from "./decorators/publicActionsL2.js";
export {
  type WalletActionsL1,
  type WalletActionsL1Options,
  walletActionsL1,
} from "./decorators/walletActionsL1.js";
export {
  type DefineDeploymentParameters,
  defineDeployment,
  knownDeployments,
  type ReleaseCapabilities,
  type RollupsContracts,
  type RollupsDeployment,
  releaseCapabilities,
  rollupsV2_0,
  rollupsV2_2,
  rollupsV3Alpha6,
  rollupsV3Alpha10,
} from "./deployments.js";
export {
  AccountFundsAlreadyWithdrawnError,
  type AccountFundsAlreadyWithdrawnErrorType,
  AccountIndexOutOfRangeError,
  type AccountIndexOutOfRangeErrorType,
  AccountsDriveMerkleRootAlreadyProvedError,
  type AccountsDriveMerkleRootAlreadyProvedErrorType,
  AccountsDriveMerkleRootNotProvedError,
  type AccountsDriveMerkleRootNotProvedErrorType,
  ApplicationAlreadyForeclosedError,
  type ApplicationAlreadyForeclosedErrorType,
  ApplicationForeclosedError,
  type ApplicationForeclosedErrorType,
  ApplicationNotDeployedError,
  type ApplicationNotDeployedErrorType,
  ApplicationNotForeclosedError,
  type ApplicationNotForeclosedErrorType,
  ApplicationNotFoundError,
  type ApplicationNotFoundErrorType,
  AtCapacityError,
  type AtCapacityErrorType,
  BrowserBlockedError,
  type BrowserBlockedErrorType,
  CannotRefundFinalizedInputError,
  type CannotRefundFinalizedInputErrorType,
  CartesiError,
  type CartesiErrorParameters,
  type CartesiErrorType,
  type ContractRevertErrorType,
  DeploymentMismatchError,
  type DeploymentMismatchErrorType,
  docsBaseUrl,
  FeeOnTransferTokenError,
  type FeeOnTransferTokenErrorType,
  InputBoxNotDeployedError,
  type InputBoxNotDeployedErrorType,
  InputNotAcceptedError,
  type InputNotAcceptedErrorType,
  InspectForeclosedError,
  type InspectForeclosedErrorType,
  InvalidFieldError,
  type InvalidFieldErrorType,
  InvalidInputError,
  type InvalidInputErrorType,
  InvalidParameterError,
  type InvalidParameterErrorType,
  InvalidWithdrawalProofError,
  type InvalidWithdrawalProofErrorType,
  LimitExceededError,
  type LimitExceededErrorType,
  MachineNotReadyError,
  type MachineNotReadyErrorType,
  NodeHttpError,
  type NodeHttpErrorType,
  type NodeRequestErrorType,
  NotADepositError,
  type NotADepositErrorType,
  NotAnApplicationError,
  type NotAnApplicationErrorType,
  NotGuardianError,
  type NotGuardianErrorType,
  OutputClaimNotAcceptedError,
  type OutputClaimNotAcceptedErrorType,
  OutputClaimRejectedError,
  type OutputClaimRejectedErrorType,
  OutputNotProvenError,
  type OutputNotProvenErrorType,
  PayloadTooLargeError,
  type PayloadTooLargeErrorType,
  RefundAlreadyIssuedError,
  type RefundAlreadyIssuedErrorType,
  RefundsNotSupportedError,
  type RefundsNotSupportedErrorType,
  ResourceNotFoundError,
  type ResourceNotFoundErrorType,
  TargetHasNoCodeError,
  type TargetHasNoCodeErrorType,
  UnknownDeploymentError,
  type UnknownDeploymentErrorType,
  WaitForInputTimeoutError,
  type WaitForInputTimeoutErrorType,
  WaitForOutputTimeoutError,
  type WaitForOutputTimeoutErrorType,
  WaitForRefundStatusTimeoutError,
  type WaitForRefundStatusTimeoutErrorType,
  WaitForWithdrawalStatusTimeoutError,
  type WaitForWithdrawalStatusTimeoutErrorType,
  WithdrawalNotConfiguredError,
  type WithdrawalNotConfiguredErrorType,
} from "./errors/index.js";
export type {
  Application,
  ExecutionParameters,
  WithdrawalConfig,
} from "./types/application.js";
export {
  applicationStates,
  applicationStatuses,
  consensusTypes,
  epochStatuses,
  inputCompletionStatuses,
  outputTypeSelectors,
  snapshotPolicies,
} from "./types/constants.js";
export type { Epoch } from "./types/epoch.js";
export type { EvmAdvance, Input } from "./types/input.js";
export type {
  DelegateCallVoucher,
  Notice,
  Output,
  OutputBase,
  OutputTypeName,
  Voucher,
} from "./types/output.js";
export type { Paginated, Pagination, PaginationParameters } from "./types/pagination.js";
export type { Report } from "./types/report.js";
export type { CartesiRpcSchema } from "./types/rpc.js";
export type { Withdrawal } from "./types/withdrawal.js";
export {
  type GetInputsAddedFromReceiptParameters,
  getInputsAddedFromReceipt,
  type InputAdded,
} from "./utils/getInputsAddedFromReceipt.js";
export {
  type GetOutputsExecutedFromReceiptParameters,
  getOutputsExecutedFromReceipt,
  type OutputExecuted,
} from "./utils/getOutputsExecutedFromReceipt.js";
export {
  type GetRefundsIssuedFromReceiptParameters,
  getRefundsIssuedFromReceipt,
  type RefundIssued,
} from "./utils/getRefundsIssuedFromReceipt.js";
export type { PollingParameters } from "./utils/poll.js";
export { reportToJson, reportToText } from "./utils/reports.js";
export { version } from "./version.js";
