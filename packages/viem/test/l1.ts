import { testCommand } from "@cartesi/local-devnet";
import { isolate } from "@cartesi/local-devnet/test";
import { type ChainInfo, localChain, testAccounts } from "@rollups-ts/chain";
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  custom,
  decodeFunctionData,
  type EIP1193Parameters,
  encodeFunctionData,
  getAddress,
  type Hash,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
} from "viem";
import { beforeAll, expect, inject } from "vitest";
import { inputBoxAbi, inputsAbi } from "../src/abi/generated.js";
import { defineDeployment } from "../src/deployments.js";
import type { Output } from "../src/types/output.js";
import * as nodeTest from "./node.js";

/** The devnet's contracts of the chain's primary generation: a deployment the actions are told about. */
export function devnetDeployment(info: ChainInfo, generation = info.generation) {
  const { release, contracts } = info.generations[generation]!;
  return defineDeployment({ version: release, contracts });
}

/** The devnet's contracts of every generation on the chain, as deployments the actions are told about. */
export const devnetDeployments = (info: ChainInfo) =>
  (Object.keys(info.generations) as ChainInfo["generation"][]).map((generation) =>
    devnetDeployment(info, generation),
  );

/** What a portal needs before it can take tokens: ERC-20 and ERC-721 `approve` share a signature. */
const approvalAbi = parseAbi([
  "function approve(address spender, uint256 value)",
  "function setApprovalForAll(address operator, bool approved)",
]);

/**
 * Clients on the local chain: a local (private-key) account and an unlocked JSON-RPC account; and
 * the local account's token approvals, mined.
 */
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
  const approval = async (token: Address, data: Hex) => {
    const hash = await walletClient.sendTransaction({ to: token, data });
    await publicClient.waitForTransactionReceipt({ hash });
  };
  const deployment = devnetDeployment(info);
  return {
    info,
    deployment,
    chain,
    requests,
    publicClient,
    walletClient,
    localAccount,
    rpcWalletClient,
    rpcAccount,
    /** Lets `portal` take `value` of the local account's `token` (an ERC-20 amount or an ERC-721 id). */
    approve: (token: Address, portal: Address, value: bigint) =>
      approval(
        token,
        encodeFunctionData({ abi: approvalAbi, functionName: "approve", args: [portal, value] }),
      ),
    /** Lets `portal` take any of the local account's ERC-721 or ERC-1155 `token`s. */
    approveAll: (token: Address, portal: Address) =>
      approval(
        token,
        encodeFunctionData({
          abi: approvalAbi,
          functionName: "setApprovalForAll",
          args: [portal, true],
        }),
      ),
  };
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

/**
 * Outputs of one input, proven by a claim the local node got accepted: a notice, a voucher
 * moving 1 ether to `recipient` (the application is funded for it), and a voucher moving more
 * Ether than the application holds. Created before the file's tests and reverted after them.
 */
export function provenOutputs(recipient: Address) {
  const outputs = {} as { notice: Output; etherVoucher: Output; costlyVoucher: Output };
  isolate(nodeTest.publicClient);
  beforeAll(async () => {
    const funding = await nodeTest.walletClient.sendTransaction({
      to: nodeTest.application,
      value: parseEther("2"),
    });
    await nodeTest.publicClient.waitForTransactionReceipt({ hash: funding });
    const inputIndex = await nodeTest.sendInput(
      testCommand({
        notices: ["0x68656c6c6f"],
        vouchers: [
          { destination: recipient, value: parseEther("1"), payload: "0x" },
          { destination: recipient, value: parseEther("1000"), payload: "0x" },
        ],
      }),
    );
    const { epochIndex } = await nodeTest.nodeClient.getInput({
      application: nodeTest.application,
      inputIndex,
    });
    await nodeTest.settleEpoch(epochIndex);
    const { data } = await nodeTest.nodeClient.listOutputs({
      application: nodeTest.application,
      inputIndex,
    });
    expect(data.map((output) => output.decodedData.type)).toEqual(["notice", "voucher", "voucher"]);
    for (const output of data) expect(output.outputHashesSiblings).toHaveLength(63);
    [outputs.notice, outputs.etherVoucher, outputs.costlyVoucher] = data as [
      Output,
      Output,
      Output,
    ];
  }, 60_000);
  return outputs;
}

/** A freshly processed output whose epoch is still open: the node has no proof for it yet. */
export async function unprovenOutput(): Promise<Output> {
  const inputIndex = await nodeTest.sendInput(testCommand({ notices: ["0x01"] }));
  const { data } = await nodeTest.nodeClient.listOutputs({
    application: nodeTest.application,
    inputIndex,
  });
  expect(data).toHaveLength(1);
  expect(data[0]!.outputHashesSiblings).toBeNull();
  return data[0]!;
}
