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
  type WaitForInputErrorType,
  type WaitForInputParameters,
  type WaitForInputReturnType,
  waitForInput,
} from "./actions/l2/waitForInput.js";
export {
  type CartesiPublicClient,
  type CreateCartesiPublicClientParameters,
  createCartesiPublicClient,
} from "./clients/createCartesiPublicClient.js";
export { type PublicActionsL2, publicActionsL2 } from "./decorators/publicActionsL2.js";
export {
  InputNotAcceptedError,
  type InputNotAcceptedErrorType,
  InvalidFieldError,
  type InvalidFieldErrorType,
  InvalidParameterError,
  type InvalidParameterErrorType,
  type NodeRequestErrorType,
  WaitForInputTimeoutError,
  type WaitForInputTimeoutErrorType,
} from "./errors/reads.js";
export type { Application, ExecutionParameters } from "./types/application.js";
export {
  applicationStates,
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
export {
  type GetInputsAddedFromReceiptParameters,
  getInputsAddedFromReceipt,
  type InputAdded,
} from "./utils/getInputsAddedFromReceipt.js";
export type { ApplicationIdentifier } from "./utils/params.js";
export { version } from "./version.js";
