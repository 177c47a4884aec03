import { localNodeVersion } from "@cartesi/local-devnet";
import { localChain } from "@rollups-ts/chain";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { http } from "viem";
import { describe, expect, test } from "vitest";
import {
  createConfig,
  useBlockNumber,
  useReadContract,
  useChainId as useWagmiChainId,
  WagmiProvider,
} from "wagmi";
import { application, chain, createQueryClient, inputBoxAbi, node } from "../test/node.js";
import { CartesiProvider } from "./CartesiProvider.js";
import { useChainId } from "./hooks/useChainId.js";
import { useNodeVersion } from "./hooks/useNodeVersion.js";
import { useProcessedInputCount } from "./hooks/useProcessedInputCount.js";

describe("inside an app that uses wagmi", () => {
  test("wagmi's hooks and ours share one QueryClientProvider without clashing", async () => {
    const baseLayer = localChain(chain.url, chain.chainId);
    const config = createConfig({
      chains: [baseLayer],
      transports: { [baseLayer.id]: http(chain.url) },
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        WagmiProvider,
        { config },
        createElement(
          QueryClientProvider,
          { client: queryClient },
          createElement(CartesiProvider, { nodeUrl: node.url }, children),
        ),
      );

    const { result } = renderHook(
      () => ({
        wagmiChainId: useWagmiChainId(),
        blockNumber: useBlockNumber(),
        inputsOnChain: useReadContract({
          address: chain.contracts.inputBox,
          abi: inputBoxAbi,
          functionName: "getNumberOfInputs",
          args: [application],
        }),
        nodeChainId: useChainId(),
        nodeVersion: useNodeVersion(),
        processed: useProcessedInputCount({ application, query: { refetchInterval: 100 } }),
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.blockNumber.isSuccess).toBe(true);
      expect(result.current.inputsOnChain.isSuccess).toBe(true);
      expect(result.current.nodeChainId.isSuccess).toBe(true);
      expect(result.current.nodeVersion.isSuccess).toBe(true);
      expect(result.current.processed.isSuccess).toBe(true);
    });
    expect(result.current.nodeChainId.data).toBe(result.current.wagmiChainId);
    expect(result.current.nodeVersion.data).toBe(localNodeVersion);
    expect(result.current.blockNumber.data).toBeGreaterThan(0n);
    // The node catches up with every input the chain holds, read by wagmi.
    await waitFor(() =>
      expect(result.current.processed.data).toBe(result.current.inputsOnChain.data),
    );

    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        "blockNumber",
        "readContract",
        "getChainId",
        "getNodeVersion",
        "getProcessedInputCount",
      ]),
    );
  });
});
