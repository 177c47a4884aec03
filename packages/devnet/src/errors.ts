import type { Dialect } from "./dialect.ts";

/** The one list of the JSON-RPC error codes the local node answers, with the dialects that use each. */
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
  /** Dialect N: a batch's `limit`s add up to more than `maxLimit`. */
  batchLimitExceeded: -31004,
  /** Dialect N: a batch is empty or has more than `maxBatchEntries` entries. */
  invalidBatchSize: -32040,
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

export const invalidParams = (message: string) => new RpcError(errorCodes.invalidParams, message);

/** Something asked for does not exist, as each dialect says it. */
export function notFound(what: string, dialect: Dialect): RpcError {
  const code =
    dialect !== "N"
      ? errorCodes.notFound
      : what === "Application"
        ? errorCodes.applicationNotFound
        : errorCodes.resourceNotFound;
  return new RpcError(code, `${what} not found`);
}

/** The errors every method of a dialect may answer, as its OpenRPC document lists them. */
export const methodErrorsOf = (dialect: Dialect) => [
  { code: errorCodes.methodNotFound, message: "Method not found" },
  { code: errorCodes.invalidParams, message: "Invalid parameters" },
  ...(dialect === "N"
    ? [
        { code: errorCodes.resourceNotFound, message: "Resource not found" },
        { code: errorCodes.applicationNotFound, message: "Application not found" },
        { code: errorCodes.responseTooLarge, message: "Response size limit exceeded" },
      ]
    : [{ code: errorCodes.notFound, message: "Not found" }]),
  { code: errorCodes.internalError, message: "Internal server error" },
];
