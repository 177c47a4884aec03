"use client";

export { CartesiProvider, type CartesiProviderProps } from "./CartesiProvider.js";
export {
  CartesiProviderNotFoundError,
  type CartesiProviderNotFoundErrorType,
  NodeUrlNotFoundError,
  type NodeUrlNotFoundErrorType,
} from "./errors.js";
export {
  type UseApplicationParameters,
  type UseApplicationReturnType,
  useApplication,
} from "./hooks/useApplication.js";
export {
  type UseApplicationsParameters,
  type UseApplicationsReturnType,
  useApplications,
} from "./hooks/useApplications.js";
export {
  type UseChainIdParameters,
  type UseChainIdReturnType,
  useChainId,
} from "./hooks/useChainId.js";
export {
  type UseEpochParameters,
  type UseEpochReturnType,
  useEpoch,
} from "./hooks/useEpoch.js";
export {
  type UseEpochsParameters,
  type UseEpochsReturnType,
  useEpochs,
} from "./hooks/useEpochs.js";
export {
  type UseInputParameters,
  type UseInputReturnType,
  useInput,
} from "./hooks/useInput.js";
export {
  type UseInputsParameters,
  type UseInputsReturnType,
  useInputs,
} from "./hooks/useInputs.js";
export {
  type UseInspectParameters,
  type UseInspectReturnType,
  type UseTypedInspectParameters,
  useInspect,
} from "./hooks/useInspect.js";
export {
  type UseLastAcceptedEpochIndexParameters,
  type UseLastAcceptedEpochIndexReturnType,
  useLastAcceptedEpochIndex,
} from "./hooks/useLastAcceptedEpochIndex.js";
export {
  type UseNodeInfoParameters,
  type UseNodeInfoReturnType,
  useNodeInfo,
} from "./hooks/useNodeInfo.js";
export {
  type UseNodeVersionParameters,
  type UseNodeVersionReturnType,
  useNodeVersion,
} from "./hooks/useNodeVersion.js";
export {
  type UseNoticesParameters,
  type UseNoticesReturnType,
  useNotices,
} from "./hooks/useNotices.js";
export {
  type UseOutputParameters,
  type UseOutputReturnType,
  useOutput,
} from "./hooks/useOutput.js";
export {
  type UseOutputStatusParameters,
  type UseOutputStatusReturnType,
  useOutputStatus,
} from "./hooks/useOutputStatus.js";
export {
  type UseOutputsParameters,
  type UseOutputsReturnType,
  useOutputs,
} from "./hooks/useOutputs.js";
export {
  type UseProcessedInputCountParameters,
  type UseProcessedInputCountReturnType,
  useProcessedInputCount,
} from "./hooks/useProcessedInputCount.js";
export {
  type UseRefundStatusParameters,
  type UseRefundStatusReturnType,
  useRefundStatus,
} from "./hooks/useRefundStatus.js";
export {
  type UseReportParameters,
  type UseReportReturnType,
  useReport,
} from "./hooks/useReport.js";
export {
  type UseReportsParameters,
  type UseReportsReturnType,
  useReports,
} from "./hooks/useReports.js";
export {
  type UseTimeToExecutableParameters,
  type UseTimeToExecutableReturnType,
  useTimeToExecutable,
} from "./hooks/useTimeToExecutable.js";
export {
  type UseVouchersParameters,
  type UseVouchersReturnType,
  useVouchers,
} from "./hooks/useVouchers.js";
export {
  type UseWaitForInputParameters,
  type UseWaitForInputReturnType,
  useWaitForInput,
} from "./hooks/useWaitForInput.js";
export {
  type UseWaitForOutputExecutionParameters,
  type UseWaitForOutputExecutionReturnType,
  useWaitForOutputExecution,
} from "./hooks/useWaitForOutputExecution.js";
export {
  type UseWaitForRefundStatusParameters,
  type UseWaitForRefundStatusReturnType,
  useWaitForRefundStatus,
} from "./hooks/useWaitForRefundStatus.js";
export {
  type UseWaitForWithdrawalStatusParameters,
  type UseWaitForWithdrawalStatusReturnType,
  useWaitForWithdrawalStatus,
} from "./hooks/useWaitForWithdrawalStatus.js";
export {
  type UseWaitToExecuteInputOutputsParameters,
  type UseWaitToExecuteInputOutputsReturnType,
  useWaitToExecuteInputOutputs,
} from "./hooks/useWaitToExecuteInputOutputs.js";
export {
  type UseWaitToExecuteOutputParameters,
  type UseWaitToExecuteOutputReturnType,
  useWaitToExecuteOutput,
} from "./hooks/useWaitToExecuteOutput.js";
export {
  type UseWithdrawalParameters,
  type UseWithdrawalReturnType,
  useWithdrawal,
} from "./hooks/useWithdrawal.js";
export {
  type UseWithdrawalStatusParameters,
  type UseWithdrawalStatusReturnType,
  useWithdrawalStatus,
} from "./hooks/useWithdrawalStatus.js";
export {
  type UseWithdrawalsParameters,
  type UseWithdrawalsReturnType,
  useWithdrawals,
} from "./hooks/useWithdrawals.js";
export type { QueryParameter } from "./types.js";
export { version } from "./version.js";
