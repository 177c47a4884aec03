import type { InputCompletionStatus } from "@cartesi/rpc";
import type { Input } from "../types/input.js";
import { CartesiError } from "./base.js";

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
      details: `Received: ${describe(value)}`,
      name: "InvalidFieldError",
    });
    Object.assign(this, { field, expected, value });
  }
}

export type InvalidParameterErrorType = InvalidParameterError & { name: "InvalidParameterError" };

/** A parameter given to an action is not valid; raised before anything is sent. */
export class InvalidParameterError extends CartesiError {
  declare parameter: string;
  declare expected: string;
  declare value: unknown;

  constructor({
    parameter,
    expected,
    value,
    docsPath,
  }: { parameter: string; expected: string; value: unknown; docsPath?: string }) {
    super(`Invalid \`${parameter}\`: expected ${expected}.`, {
      details: `Received: ${describe(value)}`,
      docsPath,
      name: "InvalidParameterError",
    });
    Object.assign(this, { parameter, expected, value });
  }
}

export type WaitForInputTimeoutErrorType = WaitForInputTimeoutError & {
  name: "WaitForInputTimeoutError";
};

/** `waitForInput` gave up after its `timeout`. */
export class WaitForInputTimeoutError extends CartesiError {
  application: string;
  inputIndex: bigint;
  timeout: number;
  /** The input as last seen, if it existed by then. */
  input: Input | undefined;

  constructor({
    application,
    inputIndex,
    timeout,
    input,
  }: { application: string; inputIndex: bigint; timeout: number; input: Input | undefined }) {
    super(
      input
        ? `Input ${inputIndex} of ${application} was still ${input.status} after ${timeout} ms.`
        : `Input ${inputIndex} of ${application} did not appear on the node within ${timeout} ms.`,
      { docsPath: "/viem/waitForInput", name: "WaitForInputTimeoutError" },
    );
    this.application = application;
    this.inputIndex = inputIndex;
    this.timeout = timeout;
    this.input = input;
  }
}

export type InputNotAcceptedErrorType = InputNotAcceptedError & { name: "InputNotAcceptedError" };

/** With `rejectErrors`, `waitForInput` rejects with this when the input ends in any status but `ACCEPTED`. */
export class InputNotAcceptedError extends CartesiError {
  input: Input;
  status: Exclude<InputCompletionStatus, "NONE" | "ACCEPTED">;

  constructor({ application, input }: { application: string; input: Input }) {
    super(`Input ${input.index} of ${application} was not accepted: ${input.status}.`, {
      docsPath: "/viem/waitForInput",
      metaMessages: [
        input.status === "REJECTED"
          ? "The application rejected the input: its outputs were discarded, its reports kept."
          : "The machine failed to process the input: its outputs were discarded.",
      ],
      name: "InputNotAcceptedError",
    });
    this.input = input;
    this.status = input.status as Exclude<InputCompletionStatus, "NONE" | "ACCEPTED">;
  }
}

/** The received value for an error's details: JSON with bigints as `1n`, at most 200 characters. */
function describe(value: unknown): string {
  const text =
    typeof value === "bigint"
      ? `${value}n`
      : String(JSON.stringify(value, (_, item) => (typeof item === "bigint" ? `${item}n` : item)));
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * What a request to the node can fail with: the node's "not found" and limit answers, typed, and
 * the rest as viem's transports raise it.
 */
export type NodeRequestErrorType =
  | import("./node.js").ApplicationNotFoundErrorType
  | import("./node.js").ResourceNotFoundErrorType
  | import("./node.js").LimitExceededErrorType
  | import("viem").HttpRequestErrorType
  | import("viem").RpcRequestErrorType
  | import("viem").TimeoutErrorType
  | import("viem").InvalidParamsRpcErrorType
  | import("viem").MethodNotFoundRpcErrorType
  | import("viem").InternalRpcErrorType
  | import("viem").UnknownRpcErrorType;
