import { type Address, getAddress } from "viem";
import { type Dialect, dialectEpochStatuses } from "./dialect.ts";
import { openRpcDocument } from "./openrpc.ts";
import type { ApplicationState } from "./state.ts";
import {
  applicationJson,
  epochJson,
  inputJson,
  outputJson,
  outputSelectors,
  reportJson,
  uint,
} from "./wire.ts";

export const errorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Dialects R and I: anything missing, the application included. */
  notFound: -32001,
  /** Dialect N: the application exists, the item does not. */
  resourceNotFound: -31001,
  /** Dialect N. */
  applicationNotFound: -31002,
  /** Dialect N: the answer would exceed the response size limit. */
  responseTooLarge: -31003,
  /** Dialect N: a batch's `limit`s add up to more than {@link maxLimit}. */
  batchLimitExceeded: -31004,
  /** Dialect N: a batch is empty or has more than {@link maxBatchEntries} entries. */
  invalidBatchSize: -32040,
} as const;

/** Most requests one batch may hold (dialect N). */
export const maxBatchEntries = 100;
/** Largest answer, in bytes of JSON, the node sends (dialect N). */
export const maxResponseBytes = 10 * 1024 * 1024;

/** A JSON-RPC error answered to the caller with its code and message. */
export class RpcError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = "RpcError";
    this.code = code;
  }
}

const invalidParams = (message: string) => new RpcError(errorCodes.invalidParams, message);

/** Something asked for does not exist, as each dialect says it. */
function notFound(what: string, dialect: Dialect): RpcError {
  const code =
    dialect !== "N"
      ? errorCodes.notFound
      : what === "Application"
        ? errorCodes.applicationNotFound
        : errorCodes.resourceNotFound;
  return new RpcError(code, `${what} not found`);
}

export type ParamKind =
  | "application"
  | "index"
  | "epochStatus"
  | "address"
  | "selector"
  | "limit"
  | "offset"
  | "descending";

export type ParamSpec = {
  name: string;
  kind: ParamKind;
  required: boolean;
  description: string;
};

export type RpcContext = {
  applications: () => readonly ApplicationState[];
  chainId: bigint;
  nodeVersion: string;
  /** The wire dialect answered in. */
  dialect: Dialect;
  /** Largest answer in bytes of JSON (dialect N); default {@link maxResponseBytes}. */
  maxResponseBytes?: number;
};

type Params = Record<string, unknown>;

export type MethodSpec = {
  name: string;
  summary: string;
  params: readonly ParamSpec[];
  /** Name of the result schema in the OpenRPC document. */
  result: string;
  /** The dialects that have the method; default all. */
  dialects?: readonly Dialect[];
  run: (params: Params, context: RpcContext) => unknown;
};

/** Largest `limit` a list answers; larger values are capped. */
export const maxLimit = 10_000;
export const defaultLimit = 50;

const hexUint64 = /^0x[0-9a-fA-F]{1,16}$/;
const hexAddress = /^0x[0-9a-fA-F]{40}$/;
const hexSelector = /^0x[0-9a-fA-F]{8}$/;
const applicationName = /^[a-z0-9_-]{3,}$/;

function decodeParam(spec: ParamSpec, value: unknown, dialect: Dialect): unknown {
  switch (spec.kind) {
    case "application":
      if (typeof value === "string" && (hexAddress.test(value) || applicationName.test(value)))
        return value;
      throw invalidParams(
        `Invalid application identifier: ${typeof value === "string" ? value : JSON.stringify(value)}`,
      );
    case "index":
      if (typeof value === "string" && hexUint64.test(value)) return BigInt(value);
      throw invalidParams(`invalid ${spec.name}: expected hex encoded value`);
    case "epochStatus": {
      // N takes one status or a non-empty list of them.
      const statuses = dialect === "N" && Array.isArray(value) ? value : [value];
      const known = dialectEpochStatuses[dialect];
      if (statuses.length > 0 && statuses.every((status) => known.includes(status as string)))
        return statuses;
      throw invalidParams(
        `Invalid epoch status: ${typeof value === "string" ? value : JSON.stringify(value)}`,
      );
    }
    case "address":
      if (typeof value === "string" && hexAddress.test(value)) return getAddress(value);
      throw invalidParams(`invalid ${spec.name}: expected hex encoded address`);
    case "selector":
      if (typeof value === "string" && hexSelector.test(value)) return value.toLowerCase();
      throw invalidParams(`invalid ${spec.name}: expected hex encoded 4-byte selector`);
    case "limit":
    case "offset":
      if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return value;
      throw invalidParams(`Invalid parameters: ${spec.name} must be a non-negative integer`);
    case "descending":
      if (typeof value === "boolean") return value;
      throw invalidParams("Invalid parameters: descending must be a boolean");
  }
}

/** Reads params given by name (an object) or by position (an array, in the listed order). */
function decodeParams(method: MethodSpec, raw: unknown, dialect: Dialect): Params {
  let named: Params;
  if (raw === undefined || raw === null) named = {};
  else if (Array.isArray(raw)) {
    if (raw.length > method.params.length)
      throw invalidParams(
        `Invalid parameters: ${method.name} takes at most ${method.params.length} positional parameters`,
      );
    named = Object.fromEntries(raw.map((value, i) => [method.params[i]!.name, value]));
  } else if (typeof raw === "object") {
    named = raw as Params;
    for (const key of Object.keys(named))
      if (!method.params.some((param) => param.name === key))
        throw invalidParams(`Invalid parameters: unknown parameter "${key}"`);
  } else throw invalidParams("Invalid parameters: params must be an object or an array");
  const decoded: Params = {};
  for (const spec of method.params) {
    const value = named[spec.name];
    if (value === undefined || value === null) {
      if (spec.required) throw invalidParams(`Invalid parameters: ${spec.name} is required`);
      continue;
    }
    decoded[spec.name] = decodeParam(spec, value, dialect);
  }
  return decoded;
}

function findApplication(context: RpcContext, identifier: string): ApplicationState {
  const lower = identifier.toLowerCase();
  const found = context
    .applications()
    .find((state) =>
      hexAddress.test(identifier)
        ? state.config.address.toLowerCase() === lower
        : state.config.name === identifier,
    );
  if (!found) throw notFound("Application", context.dialect);
  return found;
}

function page<T, J>(items: readonly T[], params: Params, toJson: (item: T) => J) {
  const requested = (params.limit as number | undefined) ?? 0;
  const limit = requested === 0 ? defaultLimit : Math.min(requested, maxLimit);
  const offset = (params.offset as number | undefined) ?? 0;
  const ordered = params.descending ? [...items].reverse() : items;
  return {
    data: ordered.slice(offset, offset + limit).map(toJson),
    pagination: { total_count: items.length, limit, offset },
  };
}

const param = (
  name: string,
  kind: ParamKind,
  description: string,
  required = false,
): ParamSpec => ({ name, kind, required, description });

const applicationParam = param("application", "application", "Name or address.", true);
const listParams = [
  param("limit", "limit", `Items per page (default ${defaultLimit}, at most ${maxLimit}).`),
  param("offset", "offset", "Items to skip (default 0)."),
  param("descending", "descending", "Newest first (default false)."),
];

const appOf = (params: Params, context: RpcContext) =>
  findApplication(context, params.application as string);

export const methods: readonly MethodSpec[] = [
  {
    name: "cartesi_listApplications",
    summary: "Lists the applications the node serves.",
    params: listParams,
    result: "ApplicationList",
    run: (params, context) =>
      page(context.applications(), params, (state) => applicationJson(state, context.dialect)),
  },
  {
    name: "cartesi_getApplication",
    summary: "Gets an application by name or address.",
    params: [applicationParam],
    result: "ApplicationResult",
    run: (params, context) => ({ data: applicationJson(appOf(params, context), context.dialect) }),
  },
  {
    name: "cartesi_listEpochs",
    summary: "Lists an application's epochs (those that received inputs).",
    params: [
      applicationParam,
      param("status", "epochStatus", "Only epochs with this status."),
      ...listParams,
    ],
    result: "EpochList",
    run: (params, context) => {
      const statuses = params.status as string[] | undefined;
      const epochs = appOf(params, context).epochs.filter(
        (epoch) => statuses === undefined || statuses.includes(epoch.status),
      );
      return page(epochs, params, (epoch) => epochJson(epoch, context.dialect, { list: true }));
    },
  },
  {
    name: "cartesi_getEpoch",
    summary: "Gets an epoch by index.",
    params: [applicationParam, param("epoch_index", "index", "Epoch index.", true)],
    result: "EpochResult",
    run: (params, context) => {
      const epoch = appOf(params, context).epochs.find(
        (candidate) => candidate.index === params.epoch_index,
      );
      if (!epoch) throw notFound("Epoch", context.dialect);
      return { data: epochJson(epoch, context.dialect) };
    },
  },
  {
    name: "cartesi_getLastAcceptedEpochIndex",
    summary: "Gets the index of the last epoch whose claim was accepted.",
    params: [applicationParam],
    result: "UintResult",
    run: (params, context) => {
      const accepted = appOf(params, context).epochs.filter(
        (candidate) => candidate.status === "CLAIM_ACCEPTED",
      );
      const epoch = accepted.at(-1);
      if (!epoch) throw notFound("Epoch", context.dialect);
      return { data: uint(epoch.index) };
    },
  },
  {
    name: "cartesi_listInputs",
    summary: "Lists an application's inputs.",
    params: [
      applicationParam,
      param("epoch_index", "index", "Only inputs of this epoch."),
      param("sender", "address", "Only inputs from this sender."),
      ...listParams,
    ],
    result: "InputList",
    run: (params, context) => {
      const inputs = appOf(params, context).inputs.filter(
        (input) =>
          (params.epoch_index === undefined || input.epochIndex === params.epoch_index) &&
          (params.sender === undefined || input.decoded.sender === params.sender),
      );
      return page(inputs, params, (input) => inputJson(input, context.dialect));
    },
  },
  {
    name: "cartesi_getInput",
    summary: "Gets an input by index.",
    params: [applicationParam, param("input_index", "index", "Input index.", true)],
    result: "InputResult",
    run: (params, context) => {
      const input = appOf(params, context).inputs[Number(params.input_index)];
      if (!input) throw notFound("Input", context.dialect);
      return { data: inputJson(input, context.dialect) };
    },
  },
  {
    name: "cartesi_getProcessedInputCount",
    summary: "Gets how many inputs the application has processed.",
    params: [applicationParam],
    result: "UintResult",
    run: (params, context) => ({ data: uint(appOf(params, context).processedInputs) }),
  },
  {
    name: "cartesi_listOutputs",
    summary: "Lists an application's outputs (notices, vouchers, delegate-call vouchers).",
    params: [
      applicationParam,
      param("epoch_index", "index", "Only outputs of this epoch."),
      param("input_index", "index", "Only outputs of this input."),
      param("output_type", "selector", "Only outputs of this type (Outputs selector)."),
      param("voucher_address", "address", "Only vouchers to this destination."),
      ...listParams,
    ],
    result: "OutputList",
    run: (params, context) => {
      const outputs = appOf(params, context).outputs.filter(
        (output) =>
          (params.epoch_index === undefined || output.epochIndex === params.epoch_index) &&
          (params.input_index === undefined || output.inputIndex === params.input_index) &&
          (params.output_type === undefined ||
            outputSelectors[output.decoded.type] === params.output_type) &&
          (params.voucher_address === undefined ||
            (output.decoded.type !== "notice" &&
              output.decoded.destination === (params.voucher_address as Address))),
      );
      return page(outputs, params, outputJson);
    },
  },
  {
    name: "cartesi_getOutput",
    summary: "Gets an output by index, with its proof once the epoch's claim is computed.",
    params: [applicationParam, param("output_index", "index", "Output index.", true)],
    result: "OutputResult",
    run: (params, context) => {
      const output = appOf(params, context).outputs[Number(params.output_index)];
      if (!output) throw notFound("Output", context.dialect);
      return { data: outputJson(output) };
    },
  },
  {
    name: "cartesi_listReports",
    summary: "Lists an application's reports.",
    params: [
      applicationParam,
      param("epoch_index", "index", "Only reports of this epoch."),
      param("input_index", "index", "Only reports of this input."),
      ...listParams,
    ],
    result: "ReportList",
    run: (params, context) => {
      const reports = appOf(params, context).reports.filter(
        (report) =>
          (params.epoch_index === undefined || report.epochIndex === params.epoch_index) &&
          (params.input_index === undefined || report.inputIndex === params.input_index),
      );
      return page(reports, params, reportJson);
    },
  },
  {
    name: "cartesi_getReport",
    summary: "Gets a report by index.",
    params: [applicationParam, param("report_index", "index", "Report index.", true)],
    result: "ReportResult",
    run: (params, context) => {
      const report = appOf(params, context).reports[Number(params.report_index)];
      if (!report) throw notFound("Report", context.dialect);
      return { data: reportJson(report) };
    },
  },
  {
    name: "cartesi_getChainId",
    summary: "Gets the base layer's chain id.",
    params: [],
    result: "UintResult",
    run: (_params, context) => ({ data: uint(context.chainId) }),
  },
  {
    name: "cartesi_getNodeVersion",
    summary: "Gets the node's version.",
    params: [],
    result: "StringResult",
    run: (_params, context) => ({ data: context.nodeVersion }),
  },
  {
    name: "cartesi_getNodeInfo",
    summary: "Gets the base layer's chain id, the node's version and the block it reads at.",
    params: [],
    result: "NodeInfoResult",
    dialects: ["N"],
    run: (_params, context) => ({
      data: {
        chain_id: uint(context.chainId),
        version: context.nodeVersion,
        default_block: "LATEST",
      },
    }),
  },
];

/** The methods a dialect serves. */
export const methodsOf = (dialect: Dialect): readonly MethodSpec[] =>
  methods.filter((method) => !method.dialects || method.dialects.includes(dialect));

const methodsByName = new Map(methods.map((method) => [method.name, method]));

type Id = string | number | null;
type Response =
  | { jsonrpc: "2.0"; id: Id; result: unknown }
  | { jsonrpc: "2.0"; id: Id; error: { code: number; message: string } };

const errorResponse = (id: Id, code: number, message: string): Response => ({
  jsonrpc: "2.0",
  id,
  error: { code, message },
});

/** Answers one request object; undefined for a notification (no `id`). */
async function handleOne(
  request: unknown,
  context: RpcContext,
  onError: (error: unknown) => void,
): Promise<Response | undefined> {
  if (typeof request !== "object" || request === null || Array.isArray(request))
    return errorResponse(null, errorCodes.invalidRequest, "Invalid Request");
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const validId =
    id === undefined || id === null || typeof id === "string" || typeof id === "number";
  if (jsonrpc !== "2.0" || typeof method !== "string" || !validId)
    return errorResponse(
      validId ? ((id ?? null) as Id) : null,
      errorCodes.invalidRequest,
      "Invalid Request",
    );
  // N answers a request without `id` (with `id: null`); older dialects treat it as a notification.
  if (id === undefined && context.dialect !== "N") return undefined;
  const answerId = (id ?? null) as Id;
  try {
    let result: unknown;
    if (method === "rpc.discover")
      result = openRpcDocument(methodsOf(context.dialect), context.nodeVersion, context.dialect);
    else {
      const spec = methodsByName.get(method);
      if (!spec || (spec.dialects && !spec.dialects.includes(context.dialect)))
        throw new RpcError(errorCodes.methodNotFound, "Method not found");
      result = spec.run(decodeParams(spec, params, context.dialect), context);
    }
    if (
      context.dialect === "N" &&
      JSON.stringify(result).length > (context.maxResponseBytes ?? maxResponseBytes)
    )
      throw new RpcError(errorCodes.responseTooLarge, "Response size limit exceeded");
    return { jsonrpc: "2.0", id: answerId, result };
  } catch (error) {
    if (error instanceof RpcError) return errorResponse(answerId, error.code, error.message);
    onError(error);
    return errorResponse(answerId, errorCodes.internalError, "Internal server error");
  }
}

/** Answers a parsed JSON-RPC body: one request or a batch; undefined when nothing is owed. */
export async function handleRpc(
  body: unknown,
  context: RpcContext,
  onError: (error: unknown) => void,
): Promise<Response | Response[] | undefined> {
  if (!Array.isArray(body)) return handleOne(body, context, onError);
  if (context.dialect === "N") {
    if (body.length === 0 || body.length > maxBatchEntries)
      return errorResponse(
        null,
        errorCodes.invalidBatchSize,
        `Batch must hold 1 to ${maxBatchEntries} requests`,
      );
    const limits = body.reduce((sum: number, request) => {
      const limit = request?.params?.limit;
      return sum + (typeof limit === "number" ? limit : 0);
    }, 0);
    if (limits > maxLimit)
      return errorResponse(
        null,
        errorCodes.batchLimitExceeded,
        `The batch's limits add up to more than ${maxLimit}`,
      );
  }
  if (body.length === 0) return errorResponse(null, errorCodes.invalidRequest, "Invalid Request");
  const responses: Response[] = [];
  for (const request of body) {
    const response = await handleOne(request, context, onError);
    if (response) responses.push(response);
  }
  return responses.length > 0 ? responses : undefined;
}
