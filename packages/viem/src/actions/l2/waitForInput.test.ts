import { http, ResourceNotFoundRpcError, toHex } from "viem";
import { describe, expect, test } from "vitest";
import { inputBoxAbi } from "../../abi/generated.js";
import { createCartesiPublicClient } from "../../clients/createCartesiPublicClient.js";
import { InputNotAcceptedError, WaitForInputTimeoutError } from "../../errors/reads.js";
import {
  application,
  chain,
  command,
  nodeClient,
  publicClient,
  walletClient,
} from "../../test/node.js";
import { getInputsAddedFromReceipt } from "../../utils/getInputsAddedFromReceipt.js";
import { waitForInput } from "./waitForInput.js";

async function addInput(payload: `0x${string}`): Promise<bigint> {
  const hash = await walletClient.writeContract({
    address: chain.contracts.inputBox,
    abi: inputBoxAbi,
    functionName: "addInput",
    args: [application, payload],
  });
  const [added] = getInputsAddedFromReceipt(await publicClient.waitForTransactionReceipt({ hash }));
  return added!.inputIndex;
}

/** Runs `wait` and returns the timers our actions started that are still pending afterwards. */
async function pendingTimersOf(wait: () => Promise<unknown>): Promise<number> {
  const pending = new Set<unknown>();
  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
  globalThis.setTimeout = ((callback: () => void, ms?: number) => {
    const timer = realSetTimeout(() => {
      pending.delete(timer);
      callback();
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
    for (const status of ["REJECTED", "EXCEPTION", "CYCLE_LIMIT_EXCEEDED"]) {
      const inputIndex = await addInput(command({ status }));
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
    const rejected = await addInput(command({ status: "REJECTED" }));
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
    expect(error).toBeInstanceOf(ResourceNotFoundRpcError);
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
