import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import { CartesiError } from "../../errors/base.js";
import {
  type InvalidFieldErrorType,
  type NodeRequestErrorType,
  ResourceNotFoundError,
} from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import {
  InputNotAcceptedError,
  type InputNotAcceptedErrorType,
  WaitForInputTimeoutError,
  type WaitForInputTimeoutErrorType,
} from "../../errors/waitForInput.js";
import type { Input } from "../../types/input.js";
import { applicationParam, uintParam } from "../../utils/params.js";
import { getInput } from "./getInput.js";
import { getProcessedInputCount } from "./getProcessedInputCount.js";

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
  // One listener for the whole wait, however long: it interrupts whatever step is pending.
  let interrupt: (reason: unknown) => void = () => {};
  stop.signal.addEventListener("abort", () => interrupt(stop.signal.reason), { once: true });
  const step = <result>(
    start: (resolve: (value: result) => void, reject: (reason: unknown) => void) => () => void,
  ) =>
    new Promise<result>((resolve, reject) => {
      stop.signal.throwIfAborted();
      const cancel = start(resolve, reject);
      interrupt = (reason) => {
        cancel();
        reject(reason);
      };
    });
  const attempt = <result>(action: () => Promise<result>) =>
    step<result>((resolve, reject) => {
      action().then(resolve, reject);
      return () => {};
    });
  const pause = () =>
    step<void>((resolve) => {
      const id = setTimeout(resolve, pollingInterval);
      return () => clearTimeout(id);
    });

  try {
    // Whether the application exists is asked once: after that, "not found" means "not yet".
    await retrying(() => getProcessedInputCount(client, { application }));
    for (;;) {
      try {
        const input = await retrying(() => getInput(client, { application, inputIndex }));
        lastSeen = input;
        if (!waitProcessing || input.status !== "NONE") {
          if (rejectErrors && input.status !== "ACCEPTED" && input.status !== "NONE")
            throw new InputNotAcceptedError({ application, input });
          return input;
        }
      } catch (error) {
        if (!(error instanceof ResourceNotFoundError) || stop.signal.aborted) throw error;
      }
      await pause();
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
    stop.abort();
  }

  /** Runs `action` again after a failure that may pass (network, node), up to `retryCount` times in a row. */
  async function retrying<result>(action: () => Promise<result>): Promise<result> {
    for (let failures = 0; ; ) {
      try {
        return await attempt(action);
      } catch (error) {
        if (stop.signal.aborted || !isRetriable(error) || ++failures > retryCount) throw error;
        await pause();
      }
    }
  }
}

// Our own validation and parse errors, the node's "not found" and "bad request" answers, and
// the caller's abort will not improve on retry.
function isRetriable(error: unknown): boolean {
  if (error instanceof CartesiError) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return code !== -32602 && code !== -32601;
}
