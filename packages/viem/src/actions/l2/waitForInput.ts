import type { Client } from "viem";
import {
  InputNotAcceptedError,
  type InputNotAcceptedErrorType,
  type InvalidFieldErrorType,
  type InvalidParameterErrorType,
  type NodeRequestErrorType,
  WaitForInputTimeoutError,
  type WaitForInputTimeoutErrorType,
} from "../../errors/reads.js";
import type { Input } from "../../types/input.js";
import { type ApplicationIdentifier, applicationParam, uintParam } from "../../utils/params.js";
import { getInput } from "./getInput.js";

export type WaitForInputParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** Index of the input, e.g. from `getInputsAddedFromReceipt`. */
  inputIndex: bigint;
  /** Wait until the node has processed the input, not only until it has seen it. @default false */
  waitProcessing?: boolean | undefined;
  /** Reject with `InputNotAcceptedError` when the input ends in any status but `ACCEPTED`. @default false */
  rejectErrors?: boolean | undefined;
  /** Milliseconds between two polls. @default client.pollingInterval */
  pollingInterval?: number | undefined;
  /** How many polls in a row may fail (network or node errors) before the wait rejects with the failure. @default 5 */
  retryCount?: number | undefined;
  /** Milliseconds before the wait rejects with `WaitForInputTimeoutError`. @default 180_000 */
  timeout?: number | undefined;
  /** Stops the wait; it rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
};

export type WaitForInputReturnType = Input;

export type WaitForInputErrorType =
  | InputNotAcceptedErrorType
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType
  | WaitForInputTimeoutErrorType;

/**
 * Waits until an input is on the node and, with `waitProcessing`, until the node has processed it.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/waitForInput
 * - JSON-RPC method: [`cartesi_getInput`](https://cartesi.github.io/rollups-ts/rpc/cartesi_getInput), polled
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link WaitForInputParameters}
 * @returns The input as last read. {@link WaitForInputReturnType}
 *
 * @example
 * import { createCartesiPublicClient, waitForInput } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const input = await waitForInput(client, { application: "echo", inputIndex: 0n, waitProcessing: true });
 */
export async function waitForInput(
  client: Client,
  {
    application,
    inputIndex,
    waitProcessing = false,
    rejectErrors = false,
    pollingInterval = client.pollingInterval,
    retryCount = 5,
    timeout = 180_000,
    signal,
  }: WaitForInputParameters,
): Promise<WaitForInputReturnType> {
  const docsPath = "/viem/waitForInput";
  applicationParam(application, docsPath);
  uintParam(inputIndex, "inputIndex", docsPath);
  signal?.throwIfAborted();

  let lastSeen: Input | undefined;
  // One place where the wait ends early: the caller's signal or the timeout, whichever first.
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const timer = setTimeout(
    () =>
      stop.abort(
        new WaitForInputTimeoutError({ application, inputIndex, timeout, input: lastSeen }),
      ),
    timeout,
  );
  const stopped = new Promise<never>((_, reject) => {
    stop.signal.addEventListener("abort", () => reject(stop.signal.reason), { once: true });
  });
  stopped.catch(() => {});

  try {
    let failures = 0;
    for (;;) {
      try {
        const input = await Promise.race([getInput(client, { application, inputIndex }), stopped]);
        failures = 0;
        lastSeen = input;
        if (!waitProcessing || input.status !== "NONE") {
          if (rejectErrors && input.status !== "ACCEPTED" && input.status !== "NONE")
            throw new InputNotAcceptedError({ application, input });
          return input;
        }
      } catch (error) {
        if (stop.signal.aborted || !isRetriable(error)) throw error;
        if (!isInputNotFound(error) && ++failures > retryCount) throw error;
      }
      await Promise.race([sleep(pollingInterval, stop.signal), stopped]);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
    stop.abort();
  }
}

function errorCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" ? code : undefined;
}

// The node answers -32001 both for a missing input (wait on) and a missing application (give up);
// viem keeps the node's own message in `details`.
function isInputNotFound(error: unknown): boolean {
  const details = (error as { details?: unknown } | null)?.details;
  return errorCode(error) === -32001 && !/application/i.test(String(details));
}

// Our own validation and parse errors, and the node's "bad request" answers, will not improve on retry.
function isRetriable(error: unknown): boolean {
  if (error instanceof InputNotAcceptedError) return false;
  const name = (error as Error | null)?.name;
  if (name === "InvalidFieldError" || name === "InvalidParameterError") return false;
  const code = errorCode(error);
  if (code === -32602 || code === -32601) return false;
  if (code === -32001) return isInputNotFound(error);
  return true;
}

function sleep(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, milliseconds);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });
}
