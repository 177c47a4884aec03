import { CartesiError } from "../errors/base.js";

/** How a wait polls; the same options as `waitForInput`. */
export type PollingParameters = {
  /** Milliseconds between two polls. @default client.pollingInterval */
  pollingInterval?: number | undefined;
  /** How many polls in a row may fail (network or node errors) before the wait rejects with the failure. @default 5 */
  retryCount?: number | undefined;
  /** Milliseconds before the wait rejects with a timeout error. @default no timeout */
  timeout?: number | undefined;
  /** Stops the wait; it rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
};

/** What a poll says: the value that ends the wait, or `undefined` to poll again. */
export type PollCheck<result> = (
  /** Runs `action`, retrying it after failures that may pass, and interrupted by an abort or the timeout. */
  attempt: <value>(action: () => Promise<value>) => Promise<value>,
) => Promise<result | undefined>;

/**
 * Calls `check` every `pollingInterval` ms until it returns a value, with `waitForInput`'s
 * conventions: failures that may pass are retried `retryCount` times in a row, the signal and the
 * timeout interrupt whatever step is pending, and the timeout rejects with `onTimeout()`.
 */
export async function poll<result>(
  check: PollCheck<result>,
  {
    pollingInterval,
    retryCount = 5,
    timeout,
    signal,
    onTimeout,
  }: PollingParameters & { pollingInterval: number; onTimeout: () => Error },
): Promise<result> {
  signal?.throwIfAborted();
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const timer =
    // setTimeout takes at most 2^31 - 1 ms; a longer timeout is none.
    timeout === undefined || timeout > 2 ** 31 - 1
      ? undefined
      : setTimeout(() => stop.abort(onTimeout()), timeout);
  let interrupt: (reason: unknown) => void = () => {};
  stop.signal.addEventListener("abort", () => interrupt(stop.signal.reason), { once: true });
  const step = <value>(
    start: (resolve: (value: value) => void, reject: (reason: unknown) => void) => () => void,
  ) =>
    new Promise<value>((resolve, reject) => {
      stop.signal.throwIfAborted();
      const cancel = start(resolve, reject);
      interrupt = (reason) => {
        cancel();
        reject(reason);
      };
    });
  const pause = () =>
    step<void>((resolve) => {
      const id = setTimeout(resolve, pollingInterval);
      return () => clearTimeout(id);
    });
  const attempt = async <value>(action: () => Promise<value>): Promise<value> => {
    for (let failures = 0; ; ) {
      try {
        return await step<value>((resolve, reject) => {
          action().then(resolve, reject);
          return () => {};
        });
      } catch (error) {
        if (stop.signal.aborted || !isRetriable(error) || ++failures > retryCount) throw error;
        await pause();
      }
    }
  };

  try {
    for (;;) {
      const value = await check(attempt);
      if (value !== undefined) return value;
      await pause();
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
    stop.abort();
  }
}

// Our own validation and parse errors, the node's "not found" and "bad request" answers, and
// the caller's abort will not improve on retry.
function isRetriable(error: unknown): boolean {
  if (error instanceof CartesiError) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return code !== -32602 && code !== -32601;
}
