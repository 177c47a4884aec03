import { errorCodes, RpcError } from "./errors.ts";
import { maxBatchEntries, maxLimit, maxResponseBytes } from "./limits.ts";
import { methods, methodsOf, type RpcContext } from "./methods.ts";
import { openRpcDocument } from "./openrpc.ts";
import { decodeParams } from "./params.ts";

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
