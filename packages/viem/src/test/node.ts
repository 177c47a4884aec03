// Shared by the tests that run against the local chain and node of the Vitest global setup.
import { localChain, mine, testAccounts } from "@rollups-ts/chain";
import type { Dialect } from "@rollups-ts/node";
import type {} from "@rollups-ts/node/vitest";
import { type Address, createPublicClient, createWalletClient, type Hex, http, toHex } from "viem";
import { inject } from "vitest";
import { inputBoxAbi } from "../abi/generated.js";
import { createCartesiPublicClient } from "../clients/createCartesiPublicClient.js";
import { getInputsAddedFromReceipt } from "../utils/getInputsAddedFromReceipt.js";

export const chain = inject("chain");
/** The node dialect this run reads in: each read test runs in R, I and N (vitest.config.ts). */
export const dialect = (process.env.NODE_DIALECT ?? "N") as Dialect;
export const node = { url: inject("node").urls[dialect] };
export const application = chain.application.application;
export const applicationName = "echo";

export const publicClient = createPublicClient({
  chain: localChain(chain.url, chain.chainId),
  transport: http(chain.url),
  cacheTime: 0,
  pollingInterval: 50,
});

export const nodeClient = createCartesiPublicClient({
  transport: http(node.url),
  pollingInterval: 50,
});

export const sender = testAccounts[2]!;

export const walletClient = createWalletClient({
  chain: localChain(chain.url, chain.chainId),
  transport: http(chain.url),
  account: sender,
});

/** A payload the node's test application turns into exactly these outputs. */
export function command(outputs: {
  notices?: Hex[];
  vouchers?: { destination: Address; value?: Hex; payload: Hex }[];
  delegateCallVouchers?: { destination: Address; payload: Hex }[];
  reports?: Hex[];
  status?: string;
}): Hex {
  return toHex(JSON.stringify(outputs));
}

/** Sends an input with plain viem and returns its index once the node has processed it. */
export async function sendInput(payload: Hex): Promise<bigint> {
  return (await sendInputTransaction(payload)).inputIndex;
}

/** {@link sendInput}, with the transaction that added the input. */
export async function sendInputTransaction(
  payload: Hex,
): Promise<{ inputIndex: bigint; transactionHash: Hex }> {
  const hash = await walletClient.writeContract({
    address: chain.contracts.inputBox,
    abi: inputBoxAbi,
    functionName: "addInput",
    args: [application, payload],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  const [added] = getInputsAddedFromReceipt(receipt);
  await nodeClient.waitForInput({
    application,
    inputIndex: added!.inputIndex,
    waitProcessing: true,
  });
  return { inputIndex: added!.inputIndex, transactionHash: hash };
}

/** Mines to the end of the current epoch and waits until the node has its claim accepted. */
export async function settleEpoch(epochIndex: bigint): Promise<void> {
  const epochLength = chain.application.epochLength;
  const head = await publicClient.getBlockNumber();
  const lastBlock = (epochIndex + 1n) * epochLength - 1n;
  await mine(publicClient, Number(lastBlock - head + 1n > 0n ? lastBlock - head + 1n : 1n));
  for (let attempt = 0; attempt < 400; attempt++) {
    const epoch = await nodeClient.getEpoch({ application, epochIndex });
    if (epoch.status === "CLAIM_ACCEPTED") return;
    await mine(publicClient, 1);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`epoch ${epochIndex} was not accepted`);
}
