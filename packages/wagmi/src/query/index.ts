// React-free: query keys and options for TanStack Query, as `@cartesi/wagmi/query`.
export {
  type GetApplicationQueryKey,
  type GetApplicationQueryOptions,
  type GetApplicationQueryParameters,
  getApplicationQueryKey,
  getApplicationQueryOptions,
} from "./getApplication.js";
export {
  type GetApplicationsQueryKey,
  type GetApplicationsQueryOptions,
  type GetApplicationsQueryParameters,
  getApplicationsQueryKey,
  getApplicationsQueryOptions,
} from "./getApplications.js";
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
  type GetEpochsQueryKey,
  type GetEpochsQueryOptions,
  type GetEpochsQueryParameters,
  getEpochsQueryKey,
  getEpochsQueryOptions,
} from "./getEpochs.js";
export {
  type GetInputQueryKey,
  type GetInputQueryOptions,
  type GetInputQueryParameters,
  getInputQueryKey,
  getInputQueryOptions,
} from "./getInput.js";
export {
  type GetInputsQueryKey,
  type GetInputsQueryOptions,
  type GetInputsQueryParameters,
  getInputsQueryKey,
  getInputsQueryOptions,
} from "./getInputs.js";
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
  type GetOutputsQueryKey,
  type GetOutputsQueryOptions,
  type GetOutputsQueryParameters,
  getOutputsQueryKey,
  getOutputsQueryOptions,
} from "./getOutputs.js";
export {
  type GetProcessedInputCountQueryKey,
  type GetProcessedInputCountQueryOptions,
  type GetProcessedInputCountQueryParameters,
  getProcessedInputCountQueryKey,
  getProcessedInputCountQueryOptions,
} from "./getProcessedInputCount.js";
export {
  type GetReportQueryKey,
  type GetReportQueryOptions,
  type GetReportQueryParameters,
  getReportQueryKey,
  getReportQueryOptions,
} from "./getReport.js";
export {
  type GetReportsQueryKey,
  type GetReportsQueryOptions,
  type GetReportsQueryParameters,
  getReportsQueryKey,
  getReportsQueryOptions,
} from "./getReports.js";
export {
  type GetWaitForInputQueryKey,
  type GetWaitForInputQueryOptions,
  type GetWaitForInputQueryParameters,
  getWaitForInputQueryKey,
  getWaitForInputQueryOptions,
} from "./getWaitForInput.js";
export {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";
