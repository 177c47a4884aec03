// The viem package's side of the harness of `@cartesi/local-devnet/test`: its clients and the node read through this package.

import {
  addInput as addInputOnChain,
  applicationName,
  clients,
  localNode,
  settleEpoch as settleEpochOnNode,
} from "@cartesi/local-devnet/test";
import { testAccounts } from "@rollups-ts/chain";
import { type Hex, http } from "viem";
import { createCartesiPublicClient } from "../src/clients/createCartesiPublicClient.js";

/** The node dialect this run reads in: each read test runs in R, I and N (vitest.config.ts). */
export const { chain, dialect, nodeUrl } = localNode();
export const node = { url: nodeUrl };
export const application = chain.application.application;
export { applicationName };

export const sender = testAccounts[2]!;
export const { publicClient, walletClient } = clients(chain, sender);

export const nodeClient = createCartesiPublicClient({
  transport: http(node.url),
  pollingInterval: 50,
});

/** Sends an input with plain viem and returns its index, without waiting for the node. */
export async function addInput(payload: Hex): Promise<bigint> {
  return (await addInputOnChain(chain, payload, sender)).index;
}

/** Sends an input with plain viem and returns its index once the node has processed it. */
export async function sendInput(payload: Hex): Promise<bigint> {
  return (await sendInputTransaction(payload)).inputIndex;
}

/** {@link sendInput}, with the transaction that added the input. */
export async function sendInputTransaction(
  payload: Hex,
): Promise<{ inputIndex: bigint; transactionHash: Hex }> {
  const { index, transactionHash } = await addInputOnChain(chain, payload, sender);
  await nodeClient.waitForInput({ application, inputIndex: index, waitProcessing: true });
  return { inputIndex: index, transactionHash };
}

/** Mines to the end of an epoch and waits until the node has its claim accepted. */
export async function settleEpoch(epochIndex: bigint): Promise<void> {
  await settleEpochOnNode(chain, node.url, epochIndex);
}
