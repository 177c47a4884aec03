import type { Address } from "viem";
import { CartesiError } from "./base.js";

export type WaitForOutputTimeoutErrorType = WaitForOutputTimeoutError & {
  name: "WaitForOutputTimeoutError";
};

/** A wait for an output's status (`waitToExecuteOutput`, `waitForOutputExecution`, …) gave up after its `timeout`. */
export class WaitForOutputTimeoutError extends CartesiError {
  declare application: Address;
  /** The output waited for; `undefined` when the wait was for the outputs of an input. */
  declare outputIndex: bigint | undefined;
  declare timeout: number;
  /** The output's status as last read, if it was read. */
  declare status: string | undefined;

  constructor({
    application,
    outputIndex,
    timeout,
    status,
    docsPath,
  }: {
    application: Address;
    outputIndex: bigint | undefined;
    timeout: number;
    status: string | undefined;
    docsPath: string;
  }) {
    const what = outputIndex === undefined ? "The outputs" : `Output ${outputIndex}`;
    super(
      status
        ? `${what} of ${application} was still ${status} after ${timeout} ms.`
        : `${what} of ${application} did not appear on the node within ${timeout} ms.`,
      { docsPath, name: "WaitForOutputTimeoutError" },
    );
    Object.assign(this, { application, outputIndex, timeout, status });
  }
}

export type OutputClaimRejectedErrorType = OutputClaimRejectedError & {
  name: "OutputClaimRejectedError";
};

/**
 * The claim of an output's epoch ended without acceptance (`CLAIM_REJECTED`, or
 * `CLAIM_FORECLOSED` on a foreclosed v3 application): the output will never be executable.
 */
export class OutputClaimRejectedError extends CartesiError {
  declare application: Address;
  declare outputIndex: bigint;
  declare epochIndex: bigint;
  declare epochStatus: string;

  constructor({
    application,
    outputIndex,
    epochIndex,
    epochStatus,
    docsPath,
  }: {
    application: Address;
    outputIndex: bigint;
    epochIndex: bigint;
    epochStatus: string;
    docsPath: string;
  }) {
    super(
      `Output ${outputIndex} of ${application} will never be executable: its epoch is ${epochStatus}.`,
      {
        metaMessages: [`The claim of epoch ${epochIndex} was not accepted and will not be.`],
        docsPath,
        docsSlug: "errors",
        name: "OutputClaimRejectedError",
      },
    );
    Object.assign(this, { application, outputIndex, epochIndex, epochStatus });
  }
}
