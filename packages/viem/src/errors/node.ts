import { CartesiError, describeValue } from "./base.js";

// Errors of the node's answers, typed: whatever its version says them as.

/** An answer of the node that carries a JSON-RPC error code the actions type. */
class NodeAnswerError extends CartesiError {
  /** The node's JSON-RPC error code; undefined for an HTTP answer (inspect's 404). */
  declare code: number | undefined;
  /** The id the node gave the request, when it sent one (inspect). */
  declare requestId: string | undefined;
  constructor(
    shortMessage: string,
    {
      cause,
      code,
      docsPath,
      requestId,
    }: { cause: Error; code: number | undefined; docsPath: string; requestId?: string | undefined },
    name: string,
  ) {
    super(shortMessage, { cause, docsPath, name });
    Object.assign(this, { code, requestId });
  }
}

export type ResourceNotFoundErrorType = ResourceNotFoundError & { name: "ResourceNotFoundError" };

/**
 * The node has no such epoch, input, output or report (-31001; -32001 on nodes before
 * 2.0.0-alpha.13). `ApplicationNotFoundError`, a subclass, says the application itself is unknown.
 */
export class ResourceNotFoundError extends NodeAnswerError {}

export type ApplicationNotFoundErrorType = ApplicationNotFoundError & {
  name: "ApplicationNotFoundError";
};

/**
 * The node does not know the application (-31002; on older nodes -32001 with the message
 * `Application not found`).
 */
export class ApplicationNotFoundError extends ResourceNotFoundError {}

export type LimitExceededErrorType = LimitExceededError & { name: "LimitExceededError" };

/**
 * A limit of the node (2.0.0-alpha.13 on) was exceeded: -31003 the response size (10 MiB), -31004
 * the sum of a batch's `limit`s, -32040 the number of requests in a batch (1 to 100), -32070 the
 * time inside a batch. `code` says which.
 */
export class LimitExceededError extends NodeAnswerError {}

export type InvalidFieldErrorType = InvalidFieldError & { name: "InvalidFieldError" };

/** The node answered with a value that does not parse as the field's type; nothing is coerced. */
export class InvalidFieldError extends CartesiError {
  /** Path of the field in the node's answer, e.g. `output.decoded_data.value`. */
  declare field: string;
  /** What the value should have been, e.g. `a hex uint64`. */
  declare expected: string;
  declare value: unknown;

  constructor({
    field,
    expected,
    value,
    cause,
  }: { field: string; expected: string; value: unknown; cause?: Error }) {
    super(`The node returned an invalid \`${field}\`: expected ${expected}.`, {
      cause,
      details: `Received: ${describeValue(value)}`,
      name: "InvalidFieldError",
    });
    Object.assign(this, { field, expected, value });
  }
}

/**
 * What a request to the node can fail with: the node's "not found" and limit answers, typed, and
 * the rest as viem's transports raise it.
 */
export type NodeRequestErrorType =
  | ApplicationNotFoundErrorType
  | ResourceNotFoundErrorType
  | LimitExceededErrorType
  | import("viem").HttpRequestErrorType
  | import("viem").RpcRequestErrorType
  | import("viem").TimeoutErrorType
  | import("viem").InvalidParamsRpcErrorType
  | import("viem").MethodNotFoundRpcErrorType
  | import("viem").InternalRpcErrorType
  | import("viem").UnknownRpcErrorType;
