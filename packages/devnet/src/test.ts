// The one harness for tests against the local chain and node of the Vitest global setup (`./vitest`).
import {
  type ChainInfo,
  type Generation,
  generationArtifact,
  generationTraits,
  localChain,
  mine,
  revert,
  snapshot,
  testAccounts,
} from "@rollups-ts/chain";
import {
  type Client,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEventLogs,
  toHex,
} from "viem";
import { getBlock, readContract } from "viem/actions";
import { afterAll, afterEach, beforeAll, beforeEach, inject, vi } from "vitest";
import { type Dialect, dialectGeneration } from "./dialect.ts";
import { foreclose as forecloseApplication } from "./foreclose.ts";
import type {} from "./vitest.ts";
import type { applicationJson, epochJson, inputJson, outputJson, withdrawalJson } from "./wire.ts";

export {
  type AccountProofFile,
  type DriveRootProofFile,
  WithdrawalProofsError,
  withdrawalProofs,
} from "./proofs.ts";

/** Every field some dialect sends, with the values it can take: a test reads its dialect's. */
type AnyDialect<T> = {
  [K in T extends unknown ? keyof T : never]: T extends Record<K, infer V> ? V : never;
};

/** What the node answers, as the devnet writes it: the harness reads its own wire, not a client's types. */
export type Application = AnyDialect<ReturnType<typeof applicationJson>>;
export type Epoch = AnyDialect<ReturnType<typeof epochJson>>;
export type Input = AnyDialect<ReturnType<typeof inputJson>>;
export type Output = AnyDialect<ReturnType<typeof outputJson>>;
export type Withdrawal = ReturnType<typeof withdrawalJson>;

/** The application the global setup's node serves. */
export const applicationName = "echo";

/** The dialect a test project reads the node in: `NODE_DIALECT` (see `vitest.shared.ts`), N by default. */
export const nodeDialect = (): Dialect => (process.env.NODE_DIALECT ?? "N") as Dialect;

/** The chain and the node of the global setup, the node's URL in the project's dialect. */
export function localNode(dialect = nodeDialect()) {
  const chain = inject("chain");
  const nodeUrl = inject("node").urls[dialect];
  if (!nodeUrl)
    throw new Error(
      `the node of this project follows a ${inject("node").generation} application and does not speak ${dialect}`,
    );
  return { chain, dialect, nodeUrl };
}

/** The ABIs of the contracts of a generation (the chain's application's by default). */
export function abisOf(generation: Generation) {
  const artifact = (name: string) => generationArtifact(generation, name);
  return {
    inputBoxAbi: artifact("InputBox").abi,
    applicationAbi: artifact("Application").abi,
    authorityAbi: artifact("Authority").abi,
    etherPortalAbi: artifact("EtherPortal").abi,
  };
}

// Those of the project's application: InputBox, portals and `Application` share their functions and
// events across generations; `Authority` does not (v3 stages claims).
export const { inputBoxAbi, applicationAbi, authorityAbi, etherPortalAbi } = abisOf(
  dialectGeneration(nodeDialect()),
);

/** Plain viem clients on the local chain; the wallet is test account 1 by default (account 0 claims). */
export function clients(chain: ChainInfo, account = testAccounts[1]!) {
  const viemChain = localChain(chain.url, chain.chainId);
  const publicClient = createPublicClient({
    chain: viemChain,
    transport: http(chain.url),
    cacheTime: 0,
    pollingInterval: 50,
  });
  const walletClient = createWalletClient({
    chain: viemChain,
    transport: http(chain.url),
    account,
  });
  return { publicClient, walletClient };
}

/** Sends `InputBox.addInput` with plain viem and returns the input's index and block, without waiting for the node. */
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

/** Deposits `value` wei into the application through the `EtherPortal` with plain viem; returns the receipt. */
export async function depositEther(chain: ChainInfo, value: bigint, account = testAccounts[1]!) {
  const { publicClient, walletClient } = clients(chain, account);
  const hash = await walletClient.writeContract({
    address: chain.contracts.etherPortal,
    abi: etherPortalAbi,
    functionName: "depositEther",
    args: [chain.application.application, "0x"],
    value,
  });
  return publicClient.waitForTransactionReceipt({ hash });
}

/**
 * Deposits `amount` of the test ERC-20 token into the chain's application through the ERC-20
 * portal with plain viem (approving the portal first); returns the deposit's receipt.
 */
export async function depositErc20(chain: ChainInfo, amount: bigint, account = testAccounts[1]!) {
  const { publicClient, walletClient } = clients(chain, account);
  const { portalNames } = generationTraits[chain.application.generation];
  const portal = generationArtifact(chain.application.generation, portalNames.erc20Portal);
  const approval = await walletClient.writeContract({
    address: chain.tokens.erc20,
    abi: erc20Abi,
    functionName: "approve",
    args: [chain.contracts.erc20Portal, amount],
  });
  await publicClient.waitForTransactionReceipt({ hash: approval });
  const hash = await walletClient.writeContract({
    address: chain.contracts.erc20Portal,
    abi: portal.abi,
    // `depositErc20Tokens` from 3.0.0-alpha.7, `depositERC20Tokens` before.
    functionName:
      portalNames.erc20Portal === "Erc20Portal" ? "depositErc20Tokens" : "depositERC20Tokens",
    args: [chain.tokens.erc20, chain.application.application, amount, "0x"],
  });
  return publicClient.waitForTransactionReceipt({ hash });
}

/**
 * Forecloses the chain's v3 application as its guardian (anvil's account 9 on the local chain) and
 * returns the transaction and its block; inputs, deposits and claims are refused from then on.
 */
export function foreclose(chain: ChainInfo) {
  return forecloseApplication({
    chainUrl: chain.url,
    application: chain.application.application,
  });
}

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

/** `check`'s first value other than undefined, polled with `vi.waitFor` (10 s at most). */
export function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeout = 10_000, interval = 20 } = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await check();
      if (value === undefined) throw new Error(`still waiting for ${what}`);
      return value;
    },
    { timeout, interval },
  );
}

/** Waits until the node has processed input `index` and returns it. */
export function processedInput(url: string, index: bigint, application = applicationName) {
  return waitFor(`input ${index} to be processed`, async () => {
    const answer = await rpc(url, "cartesi_getInput", { application, input_index: toHex(index) });
    const input = (answer.result as { data: Input } | undefined)?.data;
    return input && input.status !== "NONE" ? input : undefined;
  });
}

/** Waits until epoch `index` has the given status and returns it. */
export function epochWithStatus(url: string, index: bigint, status: string) {
  return waitFor(`epoch ${index} to reach ${status}`, async () => {
    const answer = await rpc(url, "cartesi_getEpoch", {
      application: applicationName,
      epoch_index: toHex(index),
    });
    const epoch = (answer.result as { data: Epoch } | undefined)?.data;
    return epoch?.status === status ? epoch : undefined;
  });
}

/** Mines until the epoch of `blockNumber` is over and one more block is on top. */
export async function closeEpochOf(chain: ChainInfo, blockNumber: bigint): Promise<void> {
  const { publicClient } = clients(chain);
  const { epochLength } = chain.application;
  const head = await publicClient.getBlockNumber();
  const lastBlock = (blockNumber / epochLength + 1n) * epochLength - 1n;
  await mine(publicClient, Number(lastBlock - head + 1n > 0n ? lastBlock - head + 1n : 1n));
}

/** Mines past the epoch of `blockNumber` and waits until the node has its claim accepted. */
export async function acceptedEpochOf(chain: ChainInfo, url: string, blockNumber: bigint) {
  await closeEpochOf(chain, blockNumber);
  return epochWithStatus(url, blockNumber / chain.application.epochLength, "CLAIM_ACCEPTED");
}

/**
 * Mines past epoch `epochIndex`, waits until the node has its claim accepted (mining a block a
 * poll), then until the node has read the chain's head, so what it serves holds still.
 */
export async function settleEpoch(chain: ChainInfo, nodeUrl: string, epochIndex: bigint) {
  const { publicClient } = clients(chain);
  await closeEpochOf(chain, epochIndex * chain.application.epochLength);
  const epoch = await waitFor(
    `epoch ${epochIndex} to be accepted`,
    async () => {
      const epoch = await rpcData<Epoch>(nodeUrl, "cartesi_getEpoch", {
        application: applicationName,
        epoch_index: toHex(epochIndex),
      });
      if (epoch.status === "CLAIM_ACCEPTED") return epoch;
      await mine(publicClient, 1);
      return undefined;
    },
    { timeout: 20_000, interval: 25 },
  );
  await nodeReadBlock(nodeUrl, await publicClient.getBlockNumber());
  return epoch;
}

/** Waits until the node has read the chain up to `block` (its `last_input_check_block`). */
export function nodeReadBlock(url: string, block: bigint) {
  return waitFor(`the node to read block ${block}`, async () => {
    const application = await rpcData<Application>(url, "cartesi_getApplication", [
      applicationName,
    ]);
    return BigInt(application.last_input_check_block) >= block ? true : undefined;
  });
}

/** Waits until the node has no processed input left, as after a revert to the start of the run. */
export function nodeForgotInputs(url: string) {
  return waitFor("the node to forget the reverted inputs", async () =>
    (await rpcData<Hex>(url, "cartesi_getProcessedInputCount", [applicationName])) === "0x0"
      ? true
      : undefined,
  );
}

/**
 * Takes an anvil snapshot before the file's tests (`each`: before each test) and reverts to it
 * after; `afterRevert` runs after each revert (for instance, to wait for the node to follow). In a
 * project with a node, the revert ends once the node knows the inputs the chain holds
 * ({@link nodeFollowedRevert}).
 */
export function isolate(
  client: Client,
  { each = false, afterRevert }: { each?: boolean; afterRevert?: () => Promise<unknown> } = {},
) {
  let id: Hex;
  (each ? beforeEach : beforeAll)(async () => {
    id = await snapshot(client);
  });
  (each ? afterEach : afterAll)(async () => {
    await revert(client, id);
    await nodeFollowedRevert(client);
    await afterRevert?.();
  });
}

/**
 * Waits until the project's node (if it has one) has read the reverted chain: the last block it
 * checked is the chain's head, and it knows as many inputs of its application as the chain's
 * InputBox holds. Until its next poll after a revert, the node still answers for what the revert
 * removed: inputs (the next input sent reuses the index of one of them, and a wait for that index
 * would be answered at once, by the removed input), and a foreclosure (inspect answered 503, and
 * withdrawals served, for an application no longer foreclosed). A foreclosure changes no input
 * count, so for a v3 application the wait also compares the node's foreclosure with the chain's.
 */
export async function nodeFollowedRevert(client: Client): Promise<void> {
  const node = inject("node");
  const chain = inject("chain");
  if (!node?.url || !chain) return;
  // Only for the project's own chain (the same head): a file may revert a chain it started itself.
  const projectChain = createPublicClient({ transport: http(chain.url) });
  const [head, projectHead] = await Promise.all([
    getBlock(client, { blockTag: "latest" }),
    projectChain.getBlock({ blockTag: "latest" }),
  ]);
  if (head.hash !== projectHead.hash) return;
  const onChain = await readContract(projectChain, {
    address: chain.contracts.inputBox,
    abi: inputBoxAbi,
    functionName: "getNumberOfInputs",
    args: [chain.application.application],
  });
  await waitFor("the node to follow the revert", async () => {
    const [data, inputs, head] = await Promise.all([
      rpcData<Application>(node.url, "cartesi_getApplication", [applicationName]),
      rpc(node.url, "cartesi_listInputs", { application: applicationName }) as Promise<{
        result?: { pagination: { total_count: number } };
      }>,
      // Read again each time: the node's claims may mine blocks meanwhile.
      projectChain.getBlockNumber({ cacheTime: 0 }),
    ]);
    if (
      BigInt(data.last_input_check_block) !== head ||
      BigInt(inputs.result?.pagination.total_count ?? -1) !== onChain
    )
      return undefined;
    // A v3 node (I, N) reports the foreclosure; it must say what the chain says. The block number
    // alone let a stale foreclosure through in 1 of 2 runs of this package's tests: a number the
    // node read before the revert can come again after it (its claims mine blocks).
    if (!("foreclose_block" in data)) return true;
    const foreclosed = await readContract(projectChain, {
      address: chain.application.application,
      abi: generationArtifact(chain.application.generation, "Application").abi,
      functionName: "isForeclosed",
    });
    return (BigInt(data.foreclose_block) !== 0n) === foreclosed ? true : undefined;
  });
}
