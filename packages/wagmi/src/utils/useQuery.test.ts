import { testCommand } from "@cartesi/local-devnet";
import { InvalidParameterError, ResourceNotFoundError } from "@cartesi/viem";
import { renderHook, waitFor } from "@testing-library/react";
import { BaseError, toHex } from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { application, createQueryClient, providers, sendInput } from "../../test/node.js";
import { useInput } from "../hooks/useInput.js";
import { useOutputs } from "../hooks/useOutputs.js";

let inputIndex: bigint;

beforeAll(async () => {
  inputIndex = await sendInput(testCommand({ notices: [toHex("one"), toHex("two")] }));
});

describe("the query parameter", () => {
  test("a hook stays idle until its required parameters are present", async () => {
    const queryClient = createQueryClient();
    const { result, rerender } = renderHook(
      ({ index }: { index?: bigint }) => useInput({ application, inputIndex: index }),
      { wrapper: providers(queryClient), initialProps: {} },
    );
    expect(result.current.fetchStatus).toBe("idle");
    expect(result.current.isPending).toBe(true);
    expect(queryClient.isFetching()).toBe(0);

    rerender({ index: inputIndex });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.index).toBe(inputIndex);
  });

  test("refetching a hook that lacks parameters fails with the action's error naming them", async () => {
    const { result } = renderHook(() => useInput({ application }), { wrapper: providers() });
    const { error } = await result.current.refetch();
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect((error as InvalidParameterError).parameter).toBe("inputIndex");
  });

  test("query.enabled false holds a query whose parameters are all present", async () => {
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) =>
        useInput({ application, inputIndex, query: { enabled } }),
      { wrapper: providers(), initialProps: { enabled: false } },
    );
    expect(result.current.fetchStatus).toBe("idle");
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  test("query.select shapes the data", async () => {
    const { result } = renderHook(
      () =>
        useOutputs({
          application,
          inputIndex,
          query: { select: (page) => page.data.map((output) => output.decodedData.payload) },
        }),
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toStrictEqual([toHex("one"), toHex("two")]);
  });

  test("other TanStack options pass through, and parameters change the key", async () => {
    const queryClient = createQueryClient();
    const { result, rerender } = renderHook(
      ({ limit }: { limit: number }) =>
        useOutputs({
          application,
          inputIndex,
          limit,
          query: { staleTime: Number.POSITIVE_INFINITY },
        }),
      { wrapper: providers(queryClient), initialProps: { limit: 1 } },
    );
    await waitFor(() => expect(result.current.data?.data).toHaveLength(1));
    rerender({ limit: 2 });
    await waitFor(() => expect(result.current.data?.data).toHaveLength(2));
    const queries = queryClient.getQueryCache().getAll();
    expect(queries).toHaveLength(2);
    expect(queries.every((query) => !query.isStale())).toBe(true);
  });

  test("an error from the node reaches `error`", async () => {
    const { result } = renderHook(
      () => useInput({ application, inputIndex: inputIndex + 1_000_000n }),
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ResourceNotFoundError);
    expect(result.current.error).toBeInstanceOf(BaseError);
    expect((result.current.error as ResourceNotFoundError).code).toBe(-31001);
  });
});
