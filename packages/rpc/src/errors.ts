import { version } from "./version.js";

/** What every error of this package keeps about the request that failed. */
export type RpcErrorParameters = {
  /** The node URL the request went to. */
  url: string;
  method: string;
  params?: unknown;
  /** The JSON-RPC error code, when the node answered with one. */
  code?: number | undefined;
  /** The JSON-RPC error data, or the body that could not be read as a response. */
  data?: unknown;
  /** The node's own message, or what went wrong. */
  details?: string | undefined;
  /** The id the node gave the request (`X-Request-ID`, or `request_id=` in its text), for its logs. */
  requestId?: string | undefined;
  cause?: unknown;
};

const walk = (error: unknown, predicate?: (error: unknown) => boolean): unknown =>
  predicate?.(error)
    ? error
    : (error as Error | undefined)?.cause !== undefined
      ? walk((error as Error).cause, predicate)
      : predicate
        ? null
        : error;

/**
 * The base of every error `@cartesi/rpc` throws: `instanceof RpcError` catches them all. It has the
 * public fields of viem's `BaseError` (`shortMessage`, `details`, `docsPath`, `metaMessages`,
 * `version`, `walk`) without depending on viem.
 */
export class RpcError extends Error {
  override name = "RpcError";
  /** One sentence saying what went wrong and what to do. */
  declare shortMessage: string;
  /** The node's own message, or the message of the cause. */
  declare details: string | undefined;
  /** Path of the docs page that explains the error, relative to the docs site: `/rpc`, whose `#errors` lists them all. */
  declare docsPath: string | undefined;
  /** Lines printed under the short message: unset, the message names the request instead. */
  declare metaMessages: string[] | undefined;
  /** The package that raised the error, e.g. `@cartesi/rpc@2.0.0-alpha.26`. */
  declare version: string;
  /** The node URL the request went to. */
  declare url: string;
  /** The method that failed, e.g. `cartesi_getInput`. */
  declare method: string;
  /** The params it was called with. */
  declare params: unknown;
  /** The JSON-RPC error code, when the node answered with one. */
  declare code: number | undefined;
  /** The JSON-RPC error data, or the body that could not be read as a response. */
  declare data: unknown;
  /** The id the node gave the request (`X-Request-ID`, or `request_id=` in its text), for its logs. */
  declare requestId: string | undefined;

  constructor(parameters: RpcErrorParameters, shortMessage: string) {
    const { url, method, params, code, cause } = parameters;
    const details = parameters.details ?? (cause as Error | undefined)?.message;
    super(
      `${shortMessage}\n\nRequest: ${method} ${JSON.stringify(params)} to ${url}${
        code ? `\nCode: ${code}` : ""
      }${details ? `\nDetails: ${details}` : ""}`,
      parameters,
    );
    Object.assign(this, parameters, {
      shortMessage,
      details,
      docsPath: "/rpc",
      version: `@cartesi/rpc@${version}`,
    });
  }

  /** Follows `cause` down to the deepest error, or to the first one `predicate` accepts (else `null`). */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walk(this, predicate);
  }
}

/** The node answered with a JSON-RPC error whose code has no class of its own (e.g. -32700 from a proxy). */
export class JsonRpcError extends RpcError {
  override name = "JsonRpcError";
  constructor(parameters: RpcErrorParameters, shortMessage = "The node answered with an error.") {
    super(parameters, shortMessage);
  }
}

/**
 * The epoch, input, output or report asked for does not exist: -31001 from node 2.0.0-alpha.13
 * on, -32001 before. `ApplicationNotFoundError`, a subclass, says the application itself is unknown.
 */
export class ResourceNotFoundError extends JsonRpcError {
  override name = "ResourceNotFoundError";
  constructor(
    parameters: RpcErrorParameters,
    shortMessage = "Not found; check the application and the index.",
  ) {
    super(parameters, shortMessage);
  }
}

/**
 * The node does not know the application: -31002 from node 2.0.0-alpha.13 on; before, -32001
 * with the message `Application not found`.
 */
export class ApplicationNotFoundError extends ResourceNotFoundError {
  override name = "ApplicationNotFoundError";
  constructor(parameters: RpcErrorParameters) {
    super(parameters, "The node does not know this application; check its name or address.");
  }
}

/**
 * A limit of the node (2.0.0-alpha.13 on) was exceeded: -31003 response size, -31004 the sum of a
 * batch's `limit`s, -32040 the number of requests in a batch, -32070 time inside a batch. `code` says which.
 */
export class LimitExceededError extends JsonRpcError {
  override name = "LimitExceededError";
  constructor(parameters: RpcErrorParameters) {
    super(parameters, "A limit of the node was exceeded; its code says which.");
  }
}

/** -32602: the node could not decode or validate the params. */
export class InvalidParamsError extends JsonRpcError {
  override name = "InvalidParamsError";
  constructor(parameters: RpcErrorParameters) {
    super(parameters, "Invalid params; see the details.");
  }
}

/** -32601: the node does not know the method. */
export class MethodNotFoundError extends JsonRpcError {
  override name = "MethodNotFoundError";
  constructor(parameters: RpcErrorParameters) {
    super(parameters, "Unknown method; the node may be older.");
  }
}

/** -32603: the node failed while answering; its logs say why. */
export class InternalError extends JsonRpcError {
  override name = "InternalError";
  constructor(parameters: RpcErrorParameters) {
    super(parameters, "The node failed; its logs say why.");
  }
}

/** No successful HTTP answer: a network failure (no `status`) or an HTTP error status. */
export class HttpError extends RpcError {
  override name = "HttpError";
  /** The HTTP status, absent when the node could not be reached. */
  declare status: number | undefined;
  /** The response body as text, e.g. the node's plain-text reason for a 400. */
  declare body: string | undefined;
  constructor(
    parameters: RpcErrorParameters & { status?: number; body?: string },
    shortMessage = parameters.status
      ? `The node answered HTTP ${parameters.status}.`
      : "The node is unreachable; check the URL.",
  ) {
    super(parameters, shortMessage);
  }
}

/**
 * A browser refused the request before the node could answer: the node does not allow this page's
 * origin (CORS is off on a node unless its operator lists origins), or it is unreachable.
 */
export class BrowserBlockedError extends HttpError {
  override name = "BrowserBlockedError";
  constructor(parameters: RpcErrorParameters) {
    super(
      parameters,
      "A browser blocked the request (CORS) or the node is down: its operator must allow this origin (CARTESI_JSONRPC_CORS_ALLOWED_ORIGINS, CARTESI_INSPECT_CORS_ALLOWED_ORIGINS) or use a proxy.",
    );
  }
}

/** The node did not answer within the client's `timeout`. */
export class RequestTimeoutError extends RpcError {
  override name = "RequestTimeoutError";
  /** The timeout that ran out, in milliseconds. */
  declare timeout: number;
  constructor(parameters: RpcErrorParameters & { timeout: number }) {
    super(parameters, `No answer within ${parameters.timeout} ms; check the node or the timeout.`);
  }
}

/** The answer is not a JSON-RPC response to the request: not JSON, no `result` or `error`, or another `id`. */
export class MalformedResponseError extends RpcError {
  override name = "MalformedResponseError";
  constructor(parameters: RpcErrorParameters) {
    super(parameters, "Not a JSON-RPC answer to this request; check the URL.");
  }
}
