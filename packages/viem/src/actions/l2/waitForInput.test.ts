import { testCommand } from "@cartesi/local-devnet";
import { encodeFunctionData, http, toHex, zeroAddress } from "viem";
import { describe, expect, test } from "vitest";
import { addInput, application, nodeClient } from "../../../test/node.js";
import { type StandInAnswer, withStandInNode } from "../../../test/standInNode.js";
import { inputsAbi } from "../../abi/generated.js";
import { createCartesiPublicClient } from "../../clients/createCartesiPublicClient.js";
import { ApplicationNotFoundError } from "../../errors/node.js";
import { InputNotAcceptedError, WaitForInputTimeoutError } from "../../errors/waitForInput.js";
import type { Input } from "../../types/input.js";
import { waitForInput } from "./waitForInput.js";

/** Runs `wait` and returns the timers our actions started that are still pending afterwards. */
async function pendingTimersOf(wait: () => Promise<unknown>): Promise<number> {
  const pending = new Set<unknown>();
  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
  // The wrappers pass every argument on: other code (undici's sockets) starts timers meanwhile,
  // with arguments, and its timers outlive this file (a worker keeps its modules and sockets).
  globalThis.setTimeout = ((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    const timer = realSetTimeout(() => {
      pending.delete(timer);
      callback(...args);
    }, ms);
    // Only timers our code starts itself: viem and the HTTP stack keep timers of their own.
    const caller = new Error().stack?.split("\n")[2] ?? "";
    if (caller.includes("/src/actions/")) pending.add(timer);
    return timer;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((timer: Parameters<typeof clearTimeout>[0]) => {
    pending.delete(timer);
    realClearTimeout(timer);
  }) as typeof clearTimeout;
  try {
    await wait().catch(() => {});
  } finally {
    globalThis.setTimeout = realSetTimeout;
    globalThis.clearTimeout = realClearTimeout;
  }
  return pending.size;
}

/** An input as a node sends it once processed. */
const processedInput = {
  epoch_index: "0x0",
  index: "0x0",
  block_number: "0x1",
  raw_data: encodeFunctionData({
    abi: inputsAbi,
    functionName: "EvmAdvance",
    args: [31337n, zeroAddress, zeroAddress, 1n, 1n, 1n, 0n, "0x"],
  }),
  status: "ACCEPTED",
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

/**
 * Waits (polling every 5 ms) for input 0 of "echo" on a stand-in node where the application exists
 * and the n-th request for the input (from 1) gets `inputAnswer(n)`; returns the input and n.
 */
async function waitOnStandInNode(
  inputAnswer: (asked: number) => StandInAnswer,
  parameters: { retryCount?: number } = {},
) {
  let asked = 0;
  let seen: Input | undefined;
  await withStandInNode(
    (method) =>
      method === "cartesi_getProcessedInputCount"
        ? { result: { data: "0x0" } }
        : inputAnswer(++asked),
    async (client) => {
      seen = await waitForInput(client, {
        application: "echo",
        inputIndex: 0n,
        pollingInterval: 5,
        ...parameters,
      });
    },
  );
  return { seen: seen!, asked };
}

describe("waitForInput", () => {
  test("resolves once the input exists, and with waitProcessing once it is processed", async () => {
    const inputIndex = await addInput(toHex("wait"));
    const seen = await waitForInput(nodeClient, { application, inputIndex });
    expect(seen.index).toBe(inputIndex);
    const processed = await waitForInput(nodeClient, {
      application,
      inputIndex,
      waitProcessing: true,
    });
    expect(processed.status).toBe("ACCEPTED");
  });

  test("with rejectErrors, rejects with the input when it ends in any status but ACCEPTED", async () => {
    for (const status of ["REJECTED", "EXCEPTION", "CYCLE_LIMIT_EXCEEDED"] as const) {
      const inputIndex = await addInput(testCommand({ status }));
      const error = await waitForInput(nodeClient, {
        application,
        inputIndex,
        waitProcessing: true,
        rejectErrors: true,
      }).catch((e) => e);
      expect(error).toBeInstanceOf(InputNotAcceptedError);
      expect(error.status).toBe(status);
      expect(error.input.index).toBe(inputIndex);
    }
    const rejected = await addInput(testCommand({ status: "REJECTED" }));
    const input = await waitForInput(nodeClient, {
      application,
      inputIndex: rejected,
      waitProcessing: true,
    });
    expect(input.status).toBe("REJECTED");
  });

  test("times out with the input as last seen, and leaves no timer behind", async () => {
    const wait = () =>
      waitForInput(nodeClient, {
        application,
        inputIndex: 10_000_000n,
        pollingInterval: 20,
        timeout: 150,
      });
    const error = await wait().catch((e) => e);
    expect(error).toBeInstanceOf(WaitForInputTimeoutError);
    expect(error.input).toBeUndefined();
    expect(error.message).toContain("did not appear on the node within 150 ms");
    expect(await pendingTimersOf(wait)).toBe(0);
  });

  test("stops on an AbortSignal with its reason, and leaves no timer behind", async () => {
    const wait = () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error("user left")), 100);
      return waitForInput(nodeClient, {
        application,
        inputIndex: 10_000_000n,
        pollingInterval: 20,
        signal: controller.signal,
      });
    };
    await expect(wait()).rejects.toThrow("user left");
    expect(await pendingTimersOf(wait)).toBe(0);
    await expect(
      waitForInput(nodeClient, { application, inputIndex: 0n, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: "AbortError" });
  });

  test("an unknown application fails at once instead of waiting", async () => {
    const error = await waitForInput(nodeClient, { application: "nobody", inputIndex: 0n }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApplicationNotFoundError);
  });

  test("keeps one abort listener however long it waits: no MaxListenersExceededWarning", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    // Abort listeners held on each signal (Node warns past ten on one), sampled at every pause.
    const held = new Map<EventTarget, number>();
    const hold = (target: EventTarget, change: number) =>
      held.set(target, (held.get(target) ?? 0) + change);
    let most = 0;
    let polls = 0;
    const { addEventListener, removeEventListener } = EventTarget.prototype;
    const wrapped = new Map<unknown, EventListener>();
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      if (type !== "abort" || !listener)
        return addEventListener.call(this, type, listener, options);
      hold(this, 1);
      const counted = (event: Event) => {
        if (typeof options === "object" && options?.once) hold(this, -1);
        (listener as (event: Event) => void)(event);
      };
      wrapped.set(listener, counted);
      return addEventListener.call(this, type, counted, options);
    };
    EventTarget.prototype.removeEventListener = function (type, listener, options) {
      const counted = wrapped.get(listener);
      if (counted) {
        wrapped.delete(listener);
        hold(this, -1);
      }
      return removeEventListener.call(this, type, counted ?? listener, options);
    };
    // The wait ends after 25 polls (aborted), however fast the node answers: a count of polls, not a
    // time, so a busy machine still makes it wait long enough to pile listeners up if it did.
    const controller = new AbortController();
    const { setTimeout: realSetTimeout } = globalThis;
    globalThis.setTimeout = ((
      callback: (...args: unknown[]) => void,
      ms?: number,
      ...args: unknown[]
    ) => {
      if (ms === 1) {
        polls++;
        most = Math.max(most, ...held.values());
        if (polls === 25) controller.abort();
      }
      return realSetTimeout(callback, ms, ...args);
    }) as typeof setTimeout;
    try {
      await waitForInput(nodeClient, {
        application,
        inputIndex: 10_000_000n,
        pollingInterval: 1,
        timeout: 60_000,
        signal: controller.signal,
      }).catch(() => {});
    } finally {
      globalThis.setTimeout = realSetTimeout;
      EventTarget.prototype.addEventListener = addEventListener;
      EventTarget.prototype.removeEventListener = removeEventListener;
      process.off("warning", onWarning);
    }
    expect(polls).toBeGreaterThan(20);
    expect(most).toBeLessThanOrEqual(2);
    expect(warnings.map((warning) => warning.name)).not.toContain("MaxListenersExceededWarning");
  });

  test("tells a missing application from a missing input by asking once, not by the node's message", async () => {
    // A stand-in node (a mock: no real node words it so) whose "not found" message for the input
    // names the application; the application itself answers, so the wait goes on.
    const { seen, asked } = await waitOnStandInNode((asked) =>
      asked < 4
        ? { error: { code: -32001, message: "Application not found" } }
        : { result: { data: processedInput } },
    );
    expect(seen.status).toBe("ACCEPTED");
    expect(asked).toBe(4);
  });

  test("failures apart from each other do not add up: only retryCount in a row end the wait", async () => {
    // A stand-in node whose every other answer is an HTTP 503, as behind a flaky proxy.
    const { seen, asked } = await waitOnStandInNode(
      (asked) =>
        asked % 2 === 1
          ? { status: 503 }
          : asked < 12
            ? { error: { code: -31001, message: "resource not found" } }
            : { result: { data: processedInput } },
      { retryCount: 1 },
    );
    expect(seen.index).toBe(0n);
    expect(asked).toBe(12);
  });

  test("gives up after retryCount failed polls in a row, with the failure", async () => {
    const unreachable = createCartesiPublicClient({
      transport: http("http://127.0.0.1:9/rpc", { retryCount: 0 }),
    });
    const error = await waitForInput(unreachable, {
      application,
      inputIndex: 0n,
      pollingInterval: 10,
      retryCount: 2,
    }).catch((e) => e);
    expect(error.name).toBe("HttpRequestError");
  });
});
