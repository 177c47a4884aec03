import { type ChainInfo, localChain, rollupsArtifact, testAccounts } from "@rollups-ts/chain";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEventLogs,
} from "viem";

/** A JSON-RPC response as the node sends it. */
export type RpcAnswer = {
  jsonrpc: "2.0";
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string };
};

/** Posts one JSON-RPC request with plain fetch. */
export async function rpc(url: string, method: string, params?: unknown): Promise<RpcAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return (await response.json()) as RpcAnswer;
}

/** The `result.data` of a successful call; fails with the node's error otherwise. */
export async function rpcData<T = unknown>(
  url: string,
  method: string,
  params?: unknown,
): Promise<T> {
  const answer = await rpc(url, method, params);
  if (answer.error) throw new Error(`${method}: ${answer.error.code} ${answer.error.message}`);
  return (answer.result as { data: T }).data;
}

/** Polls `check` until it returns a value other than undefined (10 s at most). */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Plain viem clients on the local chain; the wallet is test account 1 (account 0 claims). */
export function clients(chain: ChainInfo, account = testAccounts[1]!) {
  const viemChain = localChain(chain.url, chain.chainId);
  const publicClient = createPublicClient({
    chain: viemChain,
    transport: http(chain.url),
    cacheTime: 0,
  });
  const walletClient = createWalletClient({
    chain: viemChain,
    transport: http(chain.url),
    account,
  });
  return { publicClient, walletClient };
}

export const inputBoxAbi = rollupsArtifact("InputBox").abi;
export const applicationAbi = rollupsArtifact("Application").abi;
export const authorityAbi = rollupsArtifact("Authority").abi;
export const etherPortalAbi = rollupsArtifact("EtherPortal").abi;

/** Sends `InputBox.addInput` and returns the input's index and block. */
export async function addInput(
  chain: ChainInfo,
  payload: Hex,
  account = testAccounts[1]!,
): Promise<{ index: bigint; blockNumber: bigint; transactionHash: Hex; logIndex: number }> {
  const { publicClient, walletClient } = clients(chain, account);
  const hash = await walletClient.writeContract({
    address: chain.contracts.inputBox,
    abi: inputBoxAbi,
    functionName: "addInput",
    args: [chain.application.application, payload],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  const [event] = parseEventLogs({
    abi: inputBoxAbi,
    logs: receipt.logs,
    eventName: "InputAdded",
  }) as unknown as [{ args: { index: bigint }; logIndex: number }];
  return {
    index: event.args.index,
    blockNumber: receipt.blockNumber,
    transactionHash: receipt.transactionHash,
    logIndex: event.logIndex,
  };
}

/** Waits until the node has processed input `index` and returns it. */
export function processedInput(url: string, index: bigint, application = "echo") {
  return waitFor(`input ${index} to be processed`, async () => {
    const answer = await rpc(url, "cartesi_getInput", {
      application,
      input_index: `0x${index.toString(16)}`,
    });
    const input = (answer.result as { data: { status: string } } | undefined)?.data;
    return input && input.status !== "NONE" ? (input as WireInput) : undefined;
  });
}

/** Waits until epoch `index` has the given status and returns it. */
export function epochWithStatus(url: string, index: bigint, status: string) {
  return waitFor(`epoch ${index} to reach ${status}`, async () => {
    const answer = await rpc(url, "cartesi_getEpoch", {
      application: "echo",
      epoch_index: `0x${index.toString(16)}`,
    });
    const epoch = (answer.result as { data: WireEpoch } | undefined)?.data;
    return epoch?.status === status ? epoch : undefined;
  });
}

export type WireInput = {
  epoch_index: Hex;
  index: Hex;
  block_number: Hex;
  raw_data: Hex;
  decoded_data: Record<string, string>;
  status: string;
  machine_hash: Hex | null;
  outputs_hash: Hex | null;
  transaction_reference: Hex;
  created_at: string;
  updated_at: string;
};

export type WireEpoch = {
  index: Hex;
  first_block: Hex;
  last_block: Hex;
  input_index_lower_bound: Hex;
  input_index_upper_bound: Hex;
  machine_hash: Hex | null;
  outputs_merkle_root?: Hex | null;
  outputs_merkle_proof?: Hex[];
  tx_buffer_data_block?: Hex | null;
  claim_transaction_hash: Hex | null;
  status: string;
  virtual_index: Hex;
};

export type WireOutput = {
  epoch_index: Hex;
  input_index: Hex;
  index: Hex;
  raw_data: Hex;
  decoded_data: { type: string; payload: Hex; destination?: Address; value?: Hex };
  hash: Hex | null;
  output_hashes_siblings: Hex[] | null;
  execution_transaction_hash: Hex | null;
};
