import type { InputCompletionStatus } from "@cartesi/rpc";
import type { Input } from "../types/input.js";
import { CartesiError } from "./base.js";

export type WaitForInputTimeoutErrorType = WaitForInputTimeoutError & {
  name: "WaitForInputTimeoutError";
};

/** `waitForInput` gave up after its `timeout`. */
export class WaitForInputTimeoutError extends CartesiError {
  declare application: string;
  declare inputIndex: bigint;
  declare timeout: number;
  /** The input as last seen, if it existed by then. */
  declare input: Input | undefined;

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
    Object.assign(this, { application, inputIndex, timeout, input });
  }
}

export type InputNotAcceptedErrorType = InputNotAcceptedError & { name: "InputNotAcceptedError" };

/** With `rejectErrors`, `waitForInput` rejects with this when the input ends in any status but `ACCEPTED`. */
export class InputNotAcceptedError extends CartesiError {
  declare input: Input;
  declare status: Exclude<InputCompletionStatus, "NONE" | "ACCEPTED">;

  constructor({ application, input }: { application: string; input: Input }) {
    super(`Input ${input.index} of ${application} was not accepted: ${input.status}.`, {
      docsPath: "/viem/waitForInput",
      metaMessages: [
        input.status === "REJECTED"
          ? "The application rejected the input: its outputs were discarded (newer nodes discard its reports too)."
          : "The machine failed to process the input: its outputs were discarded.",
      ],
      name: "InputNotAcceptedError",
    });
    Object.assign(this, { input, status: input.status });
  }
}
