// Shared by the tests that render hooks against the local chain and node of the Vitest global setup.
import { getEpoch, getInputsAddedFromReceipt, waitForInput } from "@cartesi/viem";
import { localChain, mine, testAccounts } from "@rollups-ts/chain";
import type { Dialect } from "@rollups-ts/node";
import type {} from "@rollups-ts/node/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import {
  type Address,
  createClient,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseAbi,
  toHex,
} from "viem";
import { afterEach, inject } from "vitest";
import { CartesiProvider } from "../CartesiProvider.js";

afterEach(cleanup);

export const chain = inject("chain");
/** The node dialect this run reads in: the hooks' tests run in R, I and N (vitest.config.ts). */
export const dialect = (process.env.NODE_DIALECT ?? "N") as Dialect;
export const node = { url: inject("node").urls[dialect] };
export const application = chain.application.application;

export const inputBoxAbi = parseAbi([
  "function addInput(address appContract, bytes payload) returns (bytes32)",
  "function getNumberOfInputs(address appContract) view returns (uint256)",
]);

export const publicClient = createPublicClient({
  chain: localChain(chain.url, chain.chainId),
  transport: http(chain.url),
  cacheTime: 0,
  pollingInterval: 50,
});

/** A plain viem client on the node, to read with the actions what the hooks should show. */
export const nodeClient = createClient({ transport: http(node.url), pollingInterval: 50 });

export const walletClient = createWalletClient({
  chain: localChain(chain.url, chain.chainId),
  transport: http(chain.url),
  account: testAccounts[3]!,
});

/** A payload the node's test application turns into exactly these outputs. */
export function command(outputs: {
  notices?: Hex[];
  vouchers?: { destination: Address; value?: Hex; payload: Hex }[];
  reports?: Hex[];
}): Hex {
  return toHex(JSON.stringify(outputs));
}

/** Sends an input with plain viem and returns its index, without waiting for the node. */
export async function addInput(payload: Hex): Promise<bigint> {
  const hash = await walletClient.writeContract({
    address: chain.contracts.inputBox,
    abi: inputBoxAbi,
    functionName: "addInput",
    args: [application, payload],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  const [added] = getInputsAddedFromReceipt(receipt);
  return added!.inputIndex;
}

/** Sends an input and returns its index once the node has processed it. */
export async function sendInput(payload: Hex): Promise<bigint> {
  const inputIndex = await addInput(payload);
  await waitForInput(nodeClient, { application, inputIndex, waitProcessing: true });
  return inputIndex;
}

/** Mines to the end of an epoch and waits until the node has its claim accepted. */
export async function settleEpoch(epochIndex: bigint): Promise<void> {
  const head = await publicClient.getBlockNumber();
  const lastBlock = (epochIndex + 1n) * chain.application.epochLength - 1n;
  await mine(publicClient, Number(lastBlock - head + 1n > 0n ? lastBlock - head + 1n : 1n));
  for (let attempt = 0; attempt < 400; attempt++) {
    const epoch = await getEpoch(nodeClient, { application, epochIndex });
    if (epoch.status === "CLAIM_ACCEPTED") return;
    await mine(publicClient, 1);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`epoch ${epochIndex} was not accepted`);
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
