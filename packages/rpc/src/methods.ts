import type {
  Address,
  Application,
  Epoch,
  EpochStatus,
  Hex,
  Input,
  NodeInfo,
  Output,
  Pagination,
  Quantity,
  Report,
  Withdrawal,
} from "./types.js";

/** An application's name (`^[a-z0-9_-]{3,}$`) or its address. */
export type ApplicationIdentifier = string;

/** Paging and order, accepted by every list method. */
export type ListParams = {
  /** Page size; default 50, capped by the node at 10,000. */
  limit?: number;
  /** How many items to skip; default 0. */
  offset?: number;
  /** Newest first; default false. */
  descending?: boolean;
};

/** The result of a single-item method. */
export type ItemResult<data> = { data: data };

/** The result of a list method: one page and where it sits. */
export type ListResult<data> = { data: data[]; pagination: Pagination };

export type ListApplicationsParams = ListParams;
export type ListApplicationsResult = ListResult<Application>;

export type GetApplicationParams = { application: ApplicationIdentifier };
export type GetApplicationResult = ItemResult<Application>;

export type ListEpochsParams = ListParams & {
  application: ApplicationIdentifier;
  status?: EpochStatus;
};
export type ListEpochsResult = ListResult<Epoch>;

export type GetEpochParams = { application: ApplicationIdentifier; epoch_index: Quantity };
export type GetEpochResult = ItemResult<Epoch>;

export type GetLastAcceptedEpochIndexParams = { application: ApplicationIdentifier };
export type GetLastAcceptedEpochIndexResult = ItemResult<Quantity>;

export type ListInputsParams = ListParams & {
  application: ApplicationIdentifier;
  epoch_index?: Quantity;
  sender?: Address;
};
export type ListInputsResult = ListResult<Input>;

export type GetInputParams = { application: ApplicationIdentifier; input_index: Quantity };
export type GetInputResult = ItemResult<Input>;

export type GetProcessedInputCountParams = { application: ApplicationIdentifier };
export type GetProcessedInputCountResult = ItemResult<Quantity>;
/** Newer nodes only (after 2.0.0-alpha.13 in the node's development line); older ones answer -32601. */
export type GetExecutedOutputCountParams = { application: ApplicationIdentifier };
export type GetExecutedOutputCountResult = ItemResult<Quantity>;
/** Newer nodes only (after 2.0.0-alpha.13 in the node's development line); older ones answer -32601. */
export type GetPendingExecutableOutputCountParams = { application: ApplicationIdentifier };
export type GetPendingExecutableOutputCountResult = ItemResult<Quantity>;

export type ListOutputsParams = ListParams & {
  application: ApplicationIdentifier;
  epoch_index?: Quantity;
  input_index?: Quantity;
  /** An `Outputs` selector, see `outputTypes`. */
  output_type?: Hex;
  /** A voucher's `destination`. */
  voucher_address?: Address;
};
export type ListOutputsResult = ListResult<Output>;

export type GetOutputParams = { application: ApplicationIdentifier; output_index: Quantity };
export type GetOutputResult = ItemResult<Output>;

export type ListReportsParams = ListParams & {
  application: ApplicationIdentifier;
  epoch_index?: Quantity;
  input_index?: Quantity;
};
export type ListReportsResult = ListResult<Report>;

export type GetReportParams = { application: ApplicationIdentifier; report_index: Quantity };
export type GetReportResult = ItemResult<Report>;

/** Node 2.0.0-alpha.12 on; older nodes answer -32601. */
export type ListWithdrawalsParams = ListParams & {
  application: ApplicationIdentifier;
  account_index?: Quantity;
};
export type ListWithdrawalsResult = ListResult<Withdrawal>;

/** Node 2.0.0-alpha.12 on; older nodes answer -32601. */
export type GetWithdrawalParams = { application: ApplicationIdentifier; account_index: Quantity };
export type GetWithdrawalResult = ItemResult<Withdrawal>;

export type GetChainIdParams = undefined;
export type GetChainIdResult = ItemResult<Quantity>;

export type GetNodeVersionParams = undefined;
/** A semantic version, e.g. `{ data: "2.0.0" }`. */
export type GetNodeVersionResult = ItemResult<string>;

export type GetNodeInfoParams = undefined;
/** The node's chain id, version and default block; nodes before 2.0.0-alpha.13 answer -32601. */
export type GetNodeInfoResult = ItemResult<NodeInfo>;

/** Every method of the node's JSON-RPC API, with its params and result as they are on the wire. */
export type Methods = {
  cartesi_listApplications: { params: ListApplicationsParams; result: ListApplicationsResult };
  cartesi_getApplication: { params: GetApplicationParams; result: GetApplicationResult };
  cartesi_listEpochs: { params: ListEpochsParams; result: ListEpochsResult };
  cartesi_getEpoch: { params: GetEpochParams; result: GetEpochResult };
  cartesi_getLastAcceptedEpochIndex: {
    params: GetLastAcceptedEpochIndexParams;
    result: GetLastAcceptedEpochIndexResult;
  };
  cartesi_listInputs: { params: ListInputsParams; result: ListInputsResult };
  cartesi_getInput: { params: GetInputParams; result: GetInputResult };
  cartesi_getProcessedInputCount: {
    params: GetProcessedInputCountParams;
    result: GetProcessedInputCountResult;
  };
  cartesi_listOutputs: { params: ListOutputsParams; result: ListOutputsResult };
  cartesi_getOutput: { params: GetOutputParams; result: GetOutputResult };
  cartesi_listReports: { params: ListReportsParams; result: ListReportsResult };
  cartesi_getReport: { params: GetReportParams; result: GetReportResult };
  cartesi_listWithdrawals: { params: ListWithdrawalsParams; result: ListWithdrawalsResult };
  cartesi_getWithdrawal: { params: GetWithdrawalParams; result: GetWithdrawalResult };
  cartesi_getChainId: { params: GetChainIdParams; result: GetChainIdResult };
  cartesi_getNodeVersion: { params: GetNodeVersionParams; result: GetNodeVersionResult };
  cartesi_getNodeInfo: { params: GetNodeInfoParams; result: GetNodeInfoResult };
  cartesi_getExecutedOutputCount: {
    params: GetExecutedOutputCountParams;
    result: GetExecutedOutputCountResult;
  };
  cartesi_getPendingExecutableOutputCount: {
    params: GetPendingExecutableOutputCountParams;
    result: GetPendingExecutableOutputCountResult;
  };
};

/** The name of a node method, e.g. `"cartesi_getInput"`. */
export type MethodName = keyof Methods;
