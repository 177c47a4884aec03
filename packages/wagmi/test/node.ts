// The wagmi package's side of the harness of `@cartesi/local-devnet/test`: providers and clients for rendered hooks.

import {
  addInput as addInputOnChain,
  clients,
  localNode,
  settleEpoch as settleEpochOnNode,
} from "@cartesi/local-devnet/test";
import { waitForInput } from "@cartesi/viem";
import { testAccounts } from "@rollups-ts/chain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactNode } from "react";
import { createClient, type Hex, http, parseAbi } from "viem";
import { CartesiProvider } from "../src/CartesiProvider.js";

/** The node dialect this run reads in: the hooks' tests run in R, I and N (vitest.config.ts). */
export const { chain, dialect, nodeUrl } = localNode();
export const node = { url: nodeUrl };
export const application = chain.application.application;

export const inputBoxAbi = parseAbi([
  "function addInput(address appContract, bytes payload) returns (bytes32)",
  "function getNumberOfInputs(address appContract) view returns (uint256)",
]);

const sender = testAccounts[3]!;
export const { publicClient, walletClient } = clients(chain, sender);

/** A plain viem client on the node, to read with the actions what the hooks should show. */
export const nodeClient = createClient({ transport: http(node.url), pollingInterval: 50 });

/** The index the application's next input gets: how many inputs the InputBox holds for it. */
export function nextInputIndex(): Promise<bigint> {
  return publicClient.readContract({
    address: chain.contracts.inputBox,
    abi: inputBoxAbi,
    functionName: "getNumberOfInputs",
    args: [application],
  });
}

/** Sends an input with plain viem and returns its index, without waiting for the node. */
export async function addInput(payload: Hex): Promise<bigint> {
  return (await addInputOnChain(chain, payload, sender)).index;
}

/** Sends an input and returns its index once the node has processed it. */
export async function sendInput(payload: Hex): Promise<bigint> {
  const inputIndex = await addInput(payload);
  await waitForInput(nodeClient, { application, inputIndex, waitProcessing: true });
  return inputIndex;
}

/** Mines to the end of an epoch and waits until the node has its claim accepted. */
export async function settleEpoch(epochIndex: bigint): Promise<void> {
  await settleEpochOnNode(chain, node.url, epochIndex);
}

/** A fresh cache per test, without retries, so an error shows at once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Wraps rendered hooks in a QueryClientProvider and a CartesiProvider on the local node. */
export function providers(queryClient = createQueryClient(), nodeUrl = node.url) {
  return ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(CartesiProvider, { nodeUrl }, children),
    );
}
