import { localChain, revert, snapshot, testAccounts } from "@rollups-ts/chain";
import type {} from "@rollups-ts/chain/vitest";
import {
  BaseError,
  type Client,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  custom,
  decodeFunctionData,
  type EIP1193Parameters,
  getAddress,
  type Hash,
  type Hex,
  http,
  parseEventLogs,
} from "viem";
import { afterEach, beforeEach, expect, inject } from "vitest";
import { inputBoxAbi, inputsAbi } from "../../abi/generated.js";

/** Clients on the local chain: a local (private-key) account and an unlocked JSON-RPC account. */
export function testClients() {
  const info = inject("chain");
  const chain = localChain(info.url, info.chainId);
  const requests: EIP1193Parameters[] = [];
  const forward = http(info.url)({ chain });
  // Forwards to the chain unchanged and records what was asked, to see which fields viem sent.
  const transport = custom({
    request: (request: EIP1193Parameters) => {
      requests.push(request);
      return forward.request(request);
    },
  });
  const publicClient = createPublicClient({ chain, transport, cacheTime: 0, pollingInterval: 50 });
  const localAccount = testAccounts[1]!;
  const walletClient = createWalletClient({ chain, transport, account: localAccount });
  const rpcAccount = info.accounts[2]!;
  const rpcWalletClient = createWalletClient({ chain, transport, account: rpcAccount });
  return {
    info,
    chain,
    requests,
    publicClient,
    walletClient,
    localAccount,
    rpcWalletClient,
    rpcAccount,
  };
}

/** Takes an anvil snapshot before each test of the file and reverts to it after. */
export function isolateTests(client: Client) {
  let id: Hex;
  beforeEach(async () => {
    id = await snapshot(client);
  });
  afterEach(async () => {
    await revert(client, id);
  });
}

/** The input a mined transaction added to the `InputBox`, decoded. */
export async function minedInput(
  client: ReturnType<typeof testClients>["publicClient"],
  hash: Hash,
) {
  const receipt = await client.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  const [event, ...others] = parseEventLogs({ abi: inputBoxAbi, logs: receipt.logs });
  expect(others).toEqual([]);
  const { args } = decodeFunctionData({ abi: inputsAbi, data: event!.args.input });
  const [chainId, appContract, msgSender, , , , index, payload] = args;
  const transaction = await client.getTransaction({ hash });
  return {
    receipt,
    transaction,
    inputBox: getAddress(event!.address),
    chainId,
    appContract,
    msgSender,
    index,
    payload,
  };
}

/** The transaction object of the first `eth_sendTransaction` among the recorded requests. */
export function sentTransaction(requests: readonly EIP1193Parameters[]): Record<string, unknown> {
  const sent = requests.find((request) => request.method === "eth_sendTransaction");
  expect(sent).toBeDefined();
  return (sent!.params as [Record<string, unknown>])[0];
}

/** The decoded contract revert inside an action's error; fails the test when there is none. */
export function revertOf(error: unknown): { errorName: string; args: readonly unknown[] } {
  expect(error).toBeInstanceOf(BaseError);
  const reverted = (error as BaseError).walk(
    (cause) => cause instanceof ContractFunctionRevertedError,
  ) as ContractFunctionRevertedError | null;
  expect(reverted?.data).toBeDefined();
  return { errorName: reverted!.data!.errorName, args: reverted!.data!.args ?? [] };
}
