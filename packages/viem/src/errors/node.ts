import { CartesiError } from "./base.js";

// Errors the node answers with, typed: whatever its version says them as.

/** An answer of the node that carries a JSON-RPC error code the actions type. */
class NodeAnswerError extends CartesiError {
  /** The node's JSON-RPC error code. */
  code: number;
  constructor(
    shortMessage: string,
    { cause, code, docsPath }: { cause: Error; code: number; docsPath: string },
    name: string,
  ) {
    super(shortMessage, { cause, docsPath, name });
    this.code = code;
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
