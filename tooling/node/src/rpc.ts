import { type Address, getAddress } from "viem";
import { openRpcDocument } from "./openrpc.ts";
import { type ApplicationState, type EpochStatus, epochStatuses } from "./state.ts";
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
  notFound: -32001,
} as const;

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
const notFound = (what: string) => new RpcError(errorCodes.notFound, `${what} not found`);

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
};

type Params = Record<string, unknown>;

export type MethodSpec = {
  name: string;
  summary: string;
  params: readonly ParamSpec[];
  /** Name of the result schema in the OpenRPC document. */
  result: string;
  run: (params: Params, context: RpcContext) => unknown;
};

/** Largest `limit` a list answers; larger values are capped. */
export const maxLimit = 10_000;
export const defaultLimit = 50;

const hexUint64 = /^0x[0-9a-fA-F]{1,16}$/;
const hexAddress = /^0x[0-9a-fA-F]{40}$/;
const hexSelector = /^0x[0-9a-fA-F]{8}$/;
const applicationName = /^[a-z0-9_-]{3,}$/;

function decodeParam(spec: ParamSpec, value: unknown): unknown {
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
    case "epochStatus":
      if (typeof value === "string" && epochStatuses.includes(value as EpochStatus)) return value;
      throw invalidParams(
        `Invalid epoch status: ${typeof value === "string" ? value : JSON.stringify(value)}`,
      );
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
function decodeParams(method: MethodSpec, raw: unknown): Params {
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
    decoded[spec.name] = decodeParam(spec, value);
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
  if (!found) throw notFound("Application");
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
    run: (params, context) => page(context.applications(), params, applicationJson),
  },
  {
    name: "cartesi_getApplication",
    summary: "Gets an application by name or address.",
    params: [applicationParam],
    result: "ApplicationResult",
    run: (params, context) => ({ data: applicationJson(appOf(params, context)) }),
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
      const epochs = appOf(params, context).epochs.filter(
        (epoch) => params.status === undefined || epoch.status === params.status,
      );
      return page(epochs, params, epochJson);
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
      if (!epoch) throw notFound("Epoch");
      return { data: epochJson(epoch) };
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
      if (!epoch) throw notFound("Epoch");
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
      return page(inputs, params, inputJson);
    },
  },
  {
    name: "cartesi_getInput",
    summary: "Gets an input by index.",
    params: [applicationParam, param("input_index", "index", "Input index.", true)],
    result: "InputResult",
    run: (params, context) => {
      const input = appOf(params, context).inputs[Number(params.input_index)];
      if (!input) throw notFound("Input");
      return { data: inputJson(input) };
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
      if (!output) throw notFound("Output");
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
      if (!report) throw notFound("Report");
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
];

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
  if (id === undefined) return undefined;
  try {
    let result: unknown;
    if (method === "rpc.discover") result = openRpcDocument(methods, context.nodeVersion);
    else {
      const spec = methodsByName.get(method);
      if (!spec) throw new RpcError(errorCodes.methodNotFound, "Method not found");
      result = spec.run(decodeParams(spec, params), context);
    }
    return { jsonrpc: "2.0", id: id as Id, result };
  } catch (error) {
    if (error instanceof RpcError) return errorResponse(id as Id, error.code, error.message);
    onError(error);
    return errorResponse(id as Id, errorCodes.internalError, "Internal server error");
  }
}

/** Answers a parsed JSON-RPC body: one request or a batch; undefined when nothing is owed. */
export async function handleRpc(
  body: unknown,
  context: RpcContext,
  onError: (error: unknown) => void,
): Promise<Response | Response[] | undefined> {
  if (!Array.isArray(body)) return handleOne(body, context, onError);
  if (body.length === 0) return errorResponse(null, errorCodes.invalidRequest, "Invalid Request");
  const responses: Response[] = [];
  for (const request of body) {
    const response = await handleOne(request, context, onError);
    if (response) responses.push(response);
  }
  return responses.length > 0 ? responses : undefined;
}
