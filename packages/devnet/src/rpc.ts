import { errorCodes, RpcError } from "./errors.ts";
import { maxBatchEntries, maxLimit, maxResponseBytes } from "./limits.ts";
import { methods, methodsOf, type RpcContext } from "./methods.ts";
import { openRpcDocument } from "./openrpc.ts";
import { decodeParams } from "./params.ts";

const methodsByName = new Map(methods.map((method) => [method.name, method]));

/** A request id as the node echoes it: any JSON value before alpha.13, a string, number or null from then on. */
type Id = unknown;
type Response =
  | { jsonrpc: "2.0"; id: Id; result: unknown }
  | { jsonrpc: "2.0"; id: Id; error: { code: number; message: string } };

const errorResponse = (id: Id, code: number, message: string): Response => ({
  jsonrpc: "2.0",
  id,
  error: { code, message },
});

/** Answers a request the node could decode: `method` looked up, its params read, its result sized. */
async function dispatch(
  method: string,
  params: unknown,
  id: unknown,
  context: RpcContext,
  onError: (error: unknown) => void,
): Promise<Response> {
  const answerId = id as Id;
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
    return { jsonrpc: "2.0", id: answerId, result };
  } catch (error) {
    if (error instanceof RpcError) return errorResponse(answerId, error.code, error.message);
    onError(error);
    return errorResponse(answerId, errorCodes.internalError, "Internal server error");
  }
}

/**
 * The fields of a request as the node's Go struct decodes them (`jsonrpc` and `method` strings,
 * `params` and `id` any JSON); undefined when the value does not decode. JSON `null` decodes to
 * an empty request.
 */
function decodeRequest(value: unknown): Record<string, unknown> | undefined {
  if (value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) return undefined;
  const request = value as Record<string, unknown>;
  const isString = (field: unknown) =>
    field === undefined || field === null || typeof field === "string";
  return isString(request.jsonrpc) && isString(request.method) ? request : undefined;
}

/** What the node sends back: a JSON-RPC answer, or a plain-text HTTP 400. */
export type RpcAnswer = { json: Response | Response[] } | { status: 400; text: string };

const invalidJson: RpcAnswer = { status: 400, text: "Invalid JSON" };

/**
 * Nodes before 2.0.0-alpha.13 (R, I): one request per body, decoded into the node's request
 * struct; a body that does not decode (not JSON, a batch) is a plain-text HTTP 400. Every request
 * is answered, with its `id` as sent (`null` when it has none), whatever the `jsonrpc` field says.
 */
async function answerOlder(
  text: string,
  context: RpcContext,
  onError: (error: unknown) => void,
): Promise<RpcAnswer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalidJson;
  }
  const request = decodeRequest(parsed);
  if (!request) return invalidJson;
  const method = (request.method as string | null | undefined) ?? "";
  return { json: await dispatch(method, request.params, request.id ?? null, context, onError) };
}

/** What is left of N's response budget: one request's answer, or all the answers of a batch. */
type Budget = { bytes: number };

/**
 * N: one decoded request, checked as a JSON-RPC 2.0 request (its `id` a string, number or null),
 * its answer taken from the budget; an answer past what is left is -31003.
 */
async function answerOneN(
  request: Record<string, unknown>,
  context: RpcContext,
  onError: (error: unknown) => void,
  budget: Budget,
): Promise<Response> {
  const { jsonrpc, method, params, id } = request;
  if (!(id === undefined || id === null || typeof id === "string" || typeof id === "number"))
    return errorResponse(null, errorCodes.invalidRequest, "invalid request");
  if (jsonrpc !== "2.0" || !method)
    return errorResponse((id ?? null) as Id, errorCodes.invalidRequest, "invalid request");
  const response = await dispatch(method as string, params, id ?? null, context, onError);
  const size = JSON.stringify(response).length;
  if (size > budget.bytes)
    return errorResponse(id ?? null, errorCodes.responseTooLarge, "Response size limit exceeded");
  budget.bytes -= size;
  return response;
}

/**
 * N (alpha.13 on): an object is one request, an array a batch of 1 to 100 whose every entry is
 * answered in order (a request without `id` too, with `id: null`); a body that is not JSON gets
 * -32700 in an envelope, other JSON -32600, an empty body a plain-text HTTP 400.
 */
async function answerN(
  text: string,
  context: RpcContext,
  onError: (error: unknown) => void,
): Promise<RpcAnswer> {
  const trimmed = text.trim();
  if (trimmed === "") return { status: 400, text: "Empty request body" };
  // 10 MiB for the answer to one request, or for all the answers of a batch together.
  const budget: Budget = { bytes: context.maxResponseBytes ?? maxResponseBytes };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    const message =
      trimmed[0] === "{"
        ? "invalid request"
        : trimmed[0] === "["
          ? "invalid request batch"
          : "Parse error";
    return { json: errorResponse(null, errorCodes.parseError, message) };
  }
  if (!Array.isArray(parsed)) {
    const request = trimmed[0] === "{" ? decodeRequest(parsed) : undefined;
    if (!request)
      return {
        json: errorResponse(
          null,
          trimmed[0] === "{" ? errorCodes.parseError : errorCodes.invalidRequest,
          "invalid request",
        ),
      };
    return { json: await answerOneN(request, context, onError, budget) };
  }
  if (parsed.length === 0 || parsed.length > maxBatchEntries)
    return {
      json: errorResponse(
        null,
        errorCodes.invalidBatchSize,
        `invalid request batch size (expected [1..${maxBatchEntries}])`,
      ),
    };
  const limits = parsed.reduce((sum: number, request) => {
    const limit = request?.params?.limit;
    return sum + (typeof limit === "number" ? limit : 0);
  }, 0);
  if (limits > maxLimit)
    return {
      json: errorResponse(
        null,
        errorCodes.batchLimitExceeded,
        `The batch's limits add up to more than ${maxLimit}`,
      ),
    };
  const responses: Response[] = [];
  for (const entry of parsed) {
    const request = decodeRequest(entry);
    responses.push(
      request
        ? await answerOneN(request, context, onError, budget)
        : errorResponse(null, errorCodes.invalidRequest, "invalid request"),
    );
  }
  return { json: responses };
}

/** Answers a request body as the node of the context's dialect does. */
export function handleRpc(
  text: string,
  context: RpcContext,
  onError: (error: unknown) => void,
): Promise<RpcAnswer> {
  return context.dialect === "N"
    ? answerN(text, context, onError)
    : answerOlder(text, context, onError);
}
