import { CartesiError } from "./base.js";

// Errors of the node's HTTP front (a real node's posture): status, request id, CORS.

export type NodeHttpErrorParameters = {
  cause?: Error | undefined;
  /** The node's own message. */
  details?: string | undefined;
  docsPath?: string | undefined;
  /** The HTTP status, absent when no answer came. */
  status?: number | undefined;
  /** The id the node gave the request (`X-Request-ID`, or `request_id=` in its text), for its logs. */
  requestId?: string | undefined;
  /** Where the request went. */
  url: string;
  name?: string;
};

export type NodeHttpErrorType = NodeHttpError & { name: "NodeHttpError" };

/** The node answered with an HTTP error (e.g. 500 `Internal server error`), or none came. */
export class NodeHttpError extends CartesiError {
  declare status: number | undefined;
  declare requestId: string | undefined;
  declare url: string;
  constructor(
    shortMessage: string,
    { status, requestId, url, name = "NodeHttpError", ...parameters }: NodeHttpErrorParameters,
  ) {
    super(shortMessage, {
      ...parameters,
      name,
      metaMessages: [
        ...(status ? [`Status: ${status}`] : []),
        `URL: ${url}`,
        ...(requestId ? [`Request ID: ${requestId}`] : []),
      ],
    });
    Object.assign(this, { status, requestId, url });
  }
}

export type BrowserBlockedErrorType = BrowserBlockedError & { name: "BrowserBlockedError" };

/**
 * A browser refused the request before the node could answer: the node does not allow the page's
 * origin (CORS is off on a node unless its operator lists origins in
 * `CARTESI_JSONRPC_CORS_ALLOWED_ORIGINS` / `CARTESI_INSPECT_CORS_ALLOWED_ORIGINS`), or the node is
 * unreachable.
 */
export class BrowserBlockedError extends NodeHttpError {}

export type PayloadTooLargeErrorType = PayloadTooLargeError & { name: "PayloadTooLargeError" };

/** An inspect payload over 2 MiB: refused before sending, or by the node (HTTP 413). */
export class PayloadTooLargeError extends NodeHttpError {}

export type MachineNotReadyErrorType = MachineNotReadyError & { name: "MachineNotReadyError" };

/** HTTP 503 `Machine not ready`: the node has not loaded the application's machine yet. */
export class MachineNotReadyError extends NodeHttpError {}

export type InspectForeclosedErrorType = InspectForeclosedError & {
  name: "InspectForeclosedError";
};

/** HTTP 503 `Application was foreclosed`: the application's machine answers no inspects. */
export class InspectForeclosedError extends NodeHttpError {}

export type AtCapacityErrorType = AtCapacityError & { name: "AtCapacityError" };

/**
 * HTTP 503 at capacity: the application runs as many inspects as it may, or the node as many
 * requests (still so after the retries `Retry-After` asked for).
 */
export class AtCapacityError extends NodeHttpError {}
