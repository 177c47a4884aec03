import { renderHook, waitFor } from "@testing-library/react";
import { toHex } from "viem";
import { describe, expect, test } from "vitest";
import {
  addInput,
  application,
  chain,
  createQueryClient,
  inputBoxAbi,
  providers,
  publicClient,
} from "../../test/node.js";
import { useWaitForInput } from "./useWaitForInput.js";

async function nextInputIndex(): Promise<bigint> {
  return publicClient.readContract({
    address: chain.contracts.inputBox,
    abi: inputBoxAbi,
    functionName: "getNumberOfInputs",
    args: [application],
  });
}

describe("useWaitForInput", () => {
  test("waits for an input not yet sent, and resolves once it is sent and processed", async () => {
    const inputIndex = await nextInputIndex();
    const { result } = renderHook(
      () => useWaitForInput({ application, inputIndex, waitProcessing: true, pollingInterval: 50 }),
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.fetchStatus).toBe("fetching"));
    expect(result.current.isPending).toBe(true);

    const payload = toHex("waited for");
    expect(await addInput(payload)).toBe(inputIndex);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.index).toBe(inputIndex);
    expect(result.current.data?.status).toBe("ACCEPTED");
    expect(result.current.data?.decodedData.payload).toBe(payload);
  });

  test("stays idle until the input index is known", async () => {
    const queryClient = createQueryClient();
    const { result, rerender } = renderHook(
      ({ inputIndex }: { inputIndex?: bigint }) =>
        useWaitForInput({ application, inputIndex, pollingInterval: 50 }),
      { wrapper: providers(queryClient), initialProps: {} },
    );
    expect(result.current.fetchStatus).toBe("idle");
    expect(result.current.isPending).toBe(true);

    const inputIndex = await addInput(toHex("known later"));
    rerender({ inputIndex });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.index).toBe(inputIndex);
  });

  test("stops polling when the component unmounts", async () => {
    const queryClient = createQueryClient();
    const inputIndex = (await nextInputIndex()) + 1000n;
    const { result, unmount } = renderHook(
      () => useWaitForInput({ application, inputIndex, pollingInterval: 50 }),
      { wrapper: providers(queryClient) },
    );
    await waitFor(() => expect(result.current.fetchStatus).toBe("fetching"));
    unmount();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
