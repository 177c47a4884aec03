// React-free: query keys and options for TanStack Query, as `@cartesi/wagmi/query`.
export {
  type GetApplicationQueryKey,
  type GetApplicationQueryOptions,
  type GetApplicationQueryParameters,
  getApplicationQueryKey,
  getApplicationQueryOptions,
} from "./getApplication.js";
export {
  type GetChainIdQueryKey,
  type GetChainIdQueryOptions,
  type GetChainIdQueryParameters,
  getChainIdQueryKey,
  getChainIdQueryOptions,
} from "./getChainId.js";
export {
  type GetEpochQueryKey,
  type GetEpochQueryOptions,
  type GetEpochQueryParameters,
  getEpochQueryKey,
  getEpochQueryOptions,
} from "./getEpoch.js";
export {
  type GetInputQueryKey,
  type GetInputQueryOptions,
  type GetInputQueryParameters,
  getInputQueryKey,
  getInputQueryOptions,
} from "./getInput.js";
export {
  type GetLastAcceptedEpochIndexQueryKey,
  type GetLastAcceptedEpochIndexQueryOptions,
  type GetLastAcceptedEpochIndexQueryParameters,
  getLastAcceptedEpochIndexQueryKey,
  getLastAcceptedEpochIndexQueryOptions,
} from "./getLastAcceptedEpochIndex.js";
export {
  type GetNodeInfoQueryKey,
  type GetNodeInfoQueryOptions,
  type GetNodeInfoQueryParameters,
  getNodeInfoQueryKey,
  getNodeInfoQueryOptions,
} from "./getNodeInfo.js";
export {
  type GetNodeVersionQueryKey,
  type GetNodeVersionQueryOptions,
  type GetNodeVersionQueryParameters,
  getNodeVersionQueryKey,
  getNodeVersionQueryOptions,
} from "./getNodeVersion.js";
export {
  type GetOutputQueryKey,
  type GetOutputQueryOptions,
  type GetOutputQueryParameters,
  getOutputQueryKey,
  getOutputQueryOptions,
} from "./getOutput.js";
export {
  type GetOutputStatusQueryKey,
  type GetOutputStatusQueryOptions,
  type GetOutputStatusQueryParameters,
  getOutputStatusQueryKey,
  getOutputStatusQueryOptions,
} from "./getOutputStatus.js";
export {
  type GetProcessedInputCountQueryKey,
  type GetProcessedInputCountQueryOptions,
  type GetProcessedInputCountQueryParameters,
  getProcessedInputCountQueryKey,
  getProcessedInputCountQueryOptions,
} from "./getProcessedInputCount.js";
export {
  type GetRefundStatusQueryKey,
  type GetRefundStatusQueryOptions,
  type GetRefundStatusQueryParameters,
  getRefundStatusQueryKey,
  getRefundStatusQueryOptions,
} from "./getRefundStatus.js";
export {
  type GetReportQueryKey,
  type GetReportQueryOptions,
  type GetReportQueryParameters,
  getReportQueryKey,
  getReportQueryOptions,
} from "./getReport.js";
export {
  type GetTimeToExecutableQueryKey,
  type GetTimeToExecutableQueryOptions,
  type GetTimeToExecutableQueryParameters,
  getTimeToExecutableQueryKey,
  getTimeToExecutableQueryOptions,
} from "./getTimeToExecutable.js";
export {
  type GetWithdrawalQueryKey,
  type GetWithdrawalQueryOptions,
  type GetWithdrawalQueryParameters,
  getWithdrawalQueryKey,
  getWithdrawalQueryOptions,
} from "./getWithdrawal.js";
export {
  type GetWithdrawalStatusQueryKey,
  type GetWithdrawalStatusQueryOptions,
  type GetWithdrawalStatusQueryParameters,
  getWithdrawalStatusQueryKey,
  getWithdrawalStatusQueryOptions,
} from "./getWithdrawalStatus.js";
export {
  type InspectQueryKey,
  type InspectQueryOptions,
  type InspectQueryParameters,
  inspectQueryKey,
  inspectQueryOptions,
  type TypedInspectQueryParameters,
} from "./inspect.js";
export {
  type ListApplicationsQueryKey,
  type ListApplicationsQueryOptions,
  type ListApplicationsQueryParameters,
  listApplicationsQueryKey,
  listApplicationsQueryOptions,
} from "./listApplications.js";
export {
  type ListEpochsQueryKey,
  type ListEpochsQueryOptions,
  type ListEpochsQueryParameters,
  listEpochsQueryKey,
  listEpochsQueryOptions,
} from "./listEpochs.js";
export {
  type ListInputsQueryKey,
  type ListInputsQueryOptions,
  type ListInputsQueryParameters,
  listInputsQueryKey,
  listInputsQueryOptions,
} from "./listInputs.js";
export {
  type ListNoticesQueryKey,
  type ListNoticesQueryOptions,
  type ListNoticesQueryParameters,
  listNoticesQueryKey,
  listNoticesQueryOptions,
} from "./listNotices.js";
export {
  type ListOutputsQueryKey,
  type ListOutputsQueryOptions,
  type ListOutputsQueryParameters,
  listOutputsQueryKey,
  listOutputsQueryOptions,
} from "./listOutputs.js";
export {
  type ListReportsQueryKey,
  type ListReportsQueryOptions,
  type ListReportsQueryParameters,
  listReportsQueryKey,
  listReportsQueryOptions,
} from "./listReports.js";
export {
  type ListVouchersQueryKey,
  type ListVouchersQueryOptions,
  type ListVouchersQueryParameters,
  listVouchersQueryKey,
  listVouchersQueryOptions,
} from "./listVouchers.js";
export {
  type ListWithdrawalsQueryKey,
  type ListWithdrawalsQueryOptions,
  type ListWithdrawalsQueryParameters,
  listWithdrawalsQueryKey,
  listWithdrawalsQueryOptions,
} from "./listWithdrawals.js";
export {
  invalidateOutputStatusQueries,
  type OutputStatusKeyParameters,
  outputStatusQueryNames,
  type PublicClientParameter,
} from "./outputStatus.js";
export {
  invalidateRefundStatusQueries,
  type RefundInputQueryParameters,
  refundStatusQueryNames,
} from "./refundStatus.js";
export {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";
export {
  type WaitForInputQueryKey,
  type WaitForInputQueryOptions,
  type WaitForInputQueryParameters,
  waitForInputQueryKey,
  waitForInputQueryOptions,
} from "./waitForInput.js";
export {
  type WaitForOutputExecutionQueryKey,
  type WaitForOutputExecutionQueryOptions,
  type WaitForOutputExecutionQueryParameters,
  waitForOutputExecutionQueryKey,
  waitForOutputExecutionQueryOptions,
} from "./waitForOutputExecution.js";
export {
  type WaitForRefundStatusQueryKey,
  type WaitForRefundStatusQueryOptions,
  type WaitForRefundStatusQueryParameters,
  waitForRefundStatusQueryKey,
  waitForRefundStatusQueryOptions,
} from "./waitForRefundStatus.js";
export {
  type WaitForWithdrawalStatusQueryKey,
  type WaitForWithdrawalStatusQueryOptions,
  type WaitForWithdrawalStatusQueryParameters,
  waitForWithdrawalStatusQueryKey,
  waitForWithdrawalStatusQueryOptions,
} from "./waitForWithdrawalStatus.js";
export {
  type WaitToExecuteInputOutputsQueryKey,
  type WaitToExecuteInputOutputsQueryOptions,
  type WaitToExecuteInputOutputsQueryParameters,
  waitToExecuteInputOutputsQueryKey,
  waitToExecuteInputOutputsQueryOptions,
} from "./waitToExecuteInputOutputs.js";
export {
  type WaitToExecuteOutputQueryKey,
  type WaitToExecuteOutputQueryOptions,
  type WaitToExecuteOutputQueryParameters,
  waitToExecuteOutputQueryKey,
  waitToExecuteOutputQueryOptions,
} from "./waitToExecuteOutput.js";
export {
  invalidateWithdrawalStatusQueries,
  withdrawalStatusQueryNames,
} from "./withdrawalStatus.js";
