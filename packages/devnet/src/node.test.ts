import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type ChainInfo,
  deployApplication,
  mine,
  revert,
  sendSlowInput,
  snapshot,
  testAccounts,
} from "@rollups-ts/chain";
import { type Hex, keccak256, toHex } from "viem";
import { afterEach, beforeEach, describe, expect, inject, test } from "vitest";
import { attachChain } from "./attach.ts";
import type { AdvanceInput, ApplicationHandler, HandlerContext } from "./handler.ts";
import { type RollupsNode, startNode } from "./node.ts";
import {
  addInput,
  authorityAbi,
  clients,
  type Epoch,
  epochWithStatus,
  type Input,
  nodeReadBlock,
  type Output,
  processedInput,
  rpc,
  rpcData,
  waitFor,
} from "./test.ts";

const sharedChain = inject("chain");
const { publicClient } = clients(sharedChain);
const deployer = clients(sharedChain, testAccounts[0]!).walletClient;

// Each test gets its own application (and Authority) on the shared chain, and its own nodes.
let chain: ChainInfo;
let snapshotId: Hex;
const nodes: RollupsNode[] = [];
beforeEach(async () => {
  snapshotId = await snapshot(publicClient);
  const application = await deployApplication(
    { publicClient, walletClient: deployer },
    sharedChain.contracts,
    { epochLength: 5n, salt: keccak256(toHex(`node test ${Math.random()}`)) },
  );
  chain = { ...sharedChain, application };
});
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.stop();
  await revert(publicClient, snapshotId);
  await setAutomine(true);
});

async function start(options: Partial<Parameters<typeof startNode>[0]> = {}) {
  const node = await startNode({ chain, pollingInterval: 20, ...options });
  nodes.push(node);
  return node;
}

function setAutomine(enabled: boolean) {
  return publicClient.request<{
    Method: "evm_setAutomine";
    Parameters: [boolean];
    ReturnType: unknown;
  }>({
    method: "evm_setAutomine",
    params: [enabled],
  });
}

/** A handler that holds each input until the test lets it go. */
function gatedHandler() {
  const waiting: (() => void)[] = [];
  const seen: [AdvanceInput, HandlerContext][] = [];
  const handler: ApplicationHandler = async (input, context) => {
    seen.push([input, context]);
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { notices: [input.payload] };
  };
  return { handler, waiting, seen };
}

/** The epoch as the node has it, or undefined while the node has not seen its inputs yet. */
async function findEpoch(url: string, application: string, index: bigint) {
  const answer = await rpc(url, "cartesi_getEpoch", [application, toHex(index)]);
  return (answer.result as { data: Epoch } | undefined)?.data;
}

async function epochStatus(url: string, index: bigint) {
  return (await findEpoch(url, "local", index))?.status;
}

describe("startNode", () => {
  test("input and epoch statuses move as blocks are mined", async () => {
    const gate = gatedHandler();
    const node = await start({ handler: gate.handler, applicationName: "local" });
    const { index, blockNumber } = await addInput(chain, toHex("slow"));
    const epochIndex = blockNumber / chain.application.epochLength;
    await waitFor("the handler to get the input", async () =>
      gate.waiting.length > 0 ? true : undefined,
    );
    expect(gate.seen[0]![0].payload).toBe(toHex("slow"));
    expect(gate.seen[0]![1]).toStrictEqual({
      applicationName: "local",
      epochIndex,
      outputIndex: 0n,
    });
    const pending = await rpcData<Input>(node.url, "cartesi_getInput", ["local", "0x0"]);
    expect(pending.status).toBe("NONE");
    expect(await epochStatus(node.url, epochIndex)).toBe("OPEN");
    expect(await rpcData(node.url, "cartesi_getProcessedInputCount", ["local"])).toBe("0x0");

    // The epoch closes on time while the application is still busy with its input.
    await mine(
      publicClient,
      Number((epochIndex + 1n) * chain.application.epochLength - blockNumber),
    );
    await waitFor("CLOSED", async () =>
      (await epochStatus(node.url, epochIndex)) === "CLOSED" ? true : undefined,
    );

    // With automine off the claim waits in the mempool: CLAIM_SUBMITTED until a block is mined.
    await setAutomine(false);
    gate.waiting.shift()!();
    expect((await processedInput(node.url, index, "local")).status).toBe("ACCEPTED");
    const submitted = await waitFor("CLAIM_SUBMITTED", async () => {
      const epoch = await findEpoch(node.url, "local", epochIndex);
      return epoch?.status === "CLAIM_SUBMITTED" ? epoch : undefined;
    });
    // A node following a v2 application answers in I by default: the outputs root is there once the claim is computed.
    expect(submitted.outputs_merkle_root).toMatch(/^0x[0-9a-f]{64}$/);
    expect(submitted.claim_transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
    await mine(publicClient, 1);
    await setAutomine(true);
    await waitFor("CLAIM_ACCEPTED", async () =>
      (await epochStatus(node.url, epochIndex)) === "CLAIM_ACCEPTED" ? true : undefined,
    );
    expect(await rpcData(node.url, "cartesi_getProcessedInputCount", ["local"])).toBe("0x1");
  });

  test("a claim the Authority refuses leaves the epoch CLAIM_COMPUTED and is reported once", async () => {
    const errors: unknown[] = [];
    const node = await start({ claimer: testAccounts[5]!, onError: (error) => errors.push(error) });
    const { blockNumber } = await addInput(chain, toHex("unclaimed"));
    const epochIndex = blockNumber / chain.application.epochLength;
    await mine(
      publicClient,
      Number((epochIndex + 1n) * chain.application.epochLength - blockNumber),
    );
    const epoch = await waitFor("CLAIM_COMPUTED", async () => {
      const current = await findEpoch(node.url, "echo", epochIndex);
      return current?.status === "CLAIM_COMPUTED" && errors.length > 0 ? current : undefined;
    });
    expect(epoch.claim_transaction_hash).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200)); // several more polls, each retrying
    expect(errors).toHaveLength(1);
    const error = errors[0] as Error;
    expect(error.message).toBe(`claim of epoch ${epochIndex} failed; retrying`);
    expect(String((error.cause as Error).message)).toMatch(/OwnableUnauthorizedAccount/);
  });

  /**
   * The chain as the node sees it, through a proxy: `intercept` runs before each request is
   * forwarded and may answer it instead (`{ result }`); `observe` sees each forwarded answer.
   */
  async function proxyChain(
    intercept: (request: {
      method: string;
      params: unknown[];
    }) => Promise<{ result: unknown } | undefined>,
    observe?: (method: string, answer: { error?: unknown }) => void,
  ) {
    const proxy = createServer(async (request, response) => {
      // JSON-RPC over HTTP only: the node's WebSocket upgrade is refused, so it polls.
      if (request.method !== "POST") return response.writeHead(405).end();
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString();
      const call = JSON.parse(body) as { id: number; method: string; params: unknown[] };
      const answered = await intercept(call);
      const text = answered
        ? JSON.stringify({ jsonrpc: "2.0", id: call.id, result: answered.result })
        : await (
            await fetch(sharedChain.url, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body,
            })
          ).text();
      if (!answered) observe?.(call.method, JSON.parse(text) as { error?: unknown });
      response.writeHead(200, { "content-type": "application/json" }).end(text);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    return {
      url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      // The node polls through the proxy, so its keep-alive connection is never idle: close it
      // too, or `close` waits for it for ever.
      close: () =>
        new Promise((resolve) => {
          proxy.close(resolve);
          proxy.closeAllConnections();
        }),
    };
  }

  test("a revert between reading the head and reading its logs is retried, not reported", async () => {
    // The proxy reverts the chain just before the logs request it is armed for: the race a test's
    // revert runs against the node's poll.
    let revertBeforeLogs: Hex | undefined;
    const logsErrors: unknown[] = [];
    const proxy = await proxyChain(
      async ({ method }) => {
        if (method === "eth_getLogs" && revertBeforeLogs) {
          await revert(publicClient, revertBeforeLogs);
          revertBeforeLogs = undefined;
        }
        return undefined;
      },
      (method, answer) => {
        if (method === "eth_getLogs" && answer.error) logsErrors.push(answer.error);
      },
    );
    try {
      const errors: unknown[] = [];
      const node = await start({
        chain: { ...chain, url: proxy.url },
        onError: (error) => errors.push(error),
      });
      revertBeforeLogs = await snapshot(publicClient);
      await mine(publicClient, 3);
      await waitFor("the race", async () => (revertBeforeLogs ? undefined : true));
      const { index } = await addInput(chain, toHex("after the revert"));
      expect((await processedInput(node.url, index)).status).toBe("ACCEPTED");
      expect(logsErrors).toHaveLength(1); // the race did happen: the logs were asked past the head
      expect(errors).toStrictEqual([]);
    } finally {
      await proxy.close();
    }
  });

  test("a last seen block gone from the chain makes the node rebuild, not fail every poll", async () => {
    // Anvil as a block mined by hand during `evm_revert` leaves it: a block missing under the head.
    let missing: bigint | undefined;
    const proxy = await proxyChain(async ({ method, params }) =>
      method === "eth_getBlockByNumber" && missing !== undefined && params[0] === toHex(missing)
        ? { result: null }
        : undefined,
    );
    try {
      const errors: unknown[] = [];
      const node = await start({
        chain: { ...chain, url: proxy.url },
        onError: (error) => errors.push(error),
      });
      const first = await addInput(chain, toHex("before the gap"));
      await processedInput(node.url, first.index);
      const head = await publicClient.getBlockNumber();
      await nodeReadBlock(node.url, head);
      missing = head;
      const next = await addInput(chain, toHex("after the gap"));
      expect((await processedInput(node.url, next.index)).status).toBe("ACCEPTED");
      expect(
        (await rpcData<Input[]>(node.url, "cartesi_listInputs", ["echo"])).map(
          ({ index }) => index,
        ),
      ).toStrictEqual([toHex(first.index), toHex(next.index)]);
      expect(errors).toStrictEqual([]);
    } finally {
      await proxy.close();
    }
  });

  const slowInput = (payload: Hex) =>
    sendSlowInput(clients(chain), {
      inputBox: chain.contracts.inputBox,
      application: chain.application.application,
      payload,
    });

  test("an input anvil mines while the next test takes its snapshot: after the revert, the node follows the inputs after it", async () => {
    const errors: unknown[] = [];
    const node = await start({ onError: (error) => errors.push(error) });
    const hash = await slowInput(toHex("not waited for"));
    // Taken under the block, the snapshot would hold the input without its block: the InputBox
    // would count an input no log shows, and the node would wait for it for ever.
    const id = await snapshot(publicClient);
    await publicClient.waitForTransactionReceipt({ hash });
    await revert(publicClient, id);
    const next = await addInput(chain, toHex("next"));
    expect(next.index).toBe(1n);
    expect((await processedInput(node.url, next.index)).status).toBe("ACCEPTED");
    expect(errors).toStrictEqual([]);
  });

  test("an input anvil mines while the test's revert runs is reverted with its block; the node follows the inputs after it", async () => {
    const errors: unknown[] = [];
    const node = await start({ onError: (error) => errors.push(error) });
    const id = await snapshot(publicClient);
    await slowInput(toHex("not waited for"));
    // Run under the block, the revert would leave the block on the chain and its input uncounted:
    // the next input would take its index, and the node would see that index twice.
    await revert(publicClient, id);
    const next = await addInput(chain, toHex("next"));
    expect(next.index).toBe(0n);
    // Until its next look reads the chain after the revert, the node still answers with the input 0
    // it read before (seen once in CI on a loaded machine); then with the new one.
    const payload = await waitFor("the node to read the chain after the revert", async () => {
      const { decoded_data } = await processedInput(node.url, next.index);
      return decoded_data.payload === toHex("not waited for") ? undefined : decoded_data.payload;
    });
    expect(payload).toBe(toHex("next"));
    expect(errors).toStrictEqual([]);
  });

  test("a chain that announces its blocks over WebSocket is read at each one, between the node's looks", async () => {
    // Looks ten minutes apart: only anvil's announcement of the input's block gets it read.
    const node = await start({ pollingInterval: 600_000 });
    const { index } = await addInput(chain, toHex("announced"));
    expect((await processedInput(node.url, index)).status).toBe("ACCEPTED");
  });

  test("a revert, which the chain does not announce, is seen at the node's next look", async () => {
    const node = await start();
    const before = await snapshot(publicClient);
    const { index } = await addInput(chain, toHex("reverted"));
    await processedInput(node.url, index);
    await revert(publicClient, before);
    // No block comes after the revert: the node finds it by looking.
    const count = await waitFor("the node to drop the reverted input", async () => {
      const processed = await rpcData<Hex>(node.url, "cartesi_getProcessedInputCount", ["echo"]);
      return BigInt(processed) === index ? processed : undefined;
    });
    expect(BigInt(count)).toBe(index);
  });

  test("a handler that throws or returns nonsense ends the input in EXCEPTION, reported", async () => {
    const errors: Error[] = [];
    const node = await start({
      onError: (error) => errors.push(error as Error),
      handler: async (input) => {
        if (input.index === 0n) throw new Error("boom");
        if (input.index === 1n) return { notices: ["not hex" as Hex] };
        if (input.index === 2n)
          return { status: "CYCLE_LIMIT_EXCEEDED", reports: ["0x01"], notices: ["0x02"] };
        return {};
      },
    });
    for (const payload of ["0x00", "0x01", "0x02", "0x03"] as const) await addInput(chain, payload);
    const statuses = [];
    for (const index of [0n, 1n, 2n, 3n])
      statuses.push((await processedInput(node.url, index)).status);
    expect(statuses).toStrictEqual(["EXCEPTION", "EXCEPTION", "CYCLE_LIMIT_EXCEEDED", "ACCEPTED"]);
    expect(errors.map((error) => error.message)).toStrictEqual([
      "application echo: input 0 ended in EXCEPTION",
      "application echo: input 1 ended in EXCEPTION",
    ]);
    expect((errors[0]!.cause as Error).message).toBe("boom");
    expect((errors[1]!.cause as Error).message).toBe(
      "handler result: notices[0] must be a 0x-prefixed byte string",
    );
    // Not accepted, none keeps its outputs or reports.
    expect(await rpcData(node.url, "cartesi_listOutputs", ["echo"])).toStrictEqual([]);
    expect(await rpcData(node.url, "cartesi_listReports", ["echo"])).toStrictEqual([]);
  });

  test("a restarted node rebuilds the same state from the chain and claims nothing twice", async () => {
    const first = await start();
    const a = await addInput(chain, toHex("one"));
    await addInput(chain, toHex("two"));
    await mine(publicClient, Number(chain.application.epochLength));
    const epoch = await epochWithStatus(
      first.url,
      a.blockNumber / chain.application.epochLength,
      "CLAIM_ACCEPTED",
    );
    const open = await addInput(chain, toHex("three"));
    await processedInput(first.url, open.index);
    const read = async (url: string) => ({
      inputs: await rpcData<Input[]>(url, "cartesi_listInputs", ["echo"]),
      outputs: await rpcData<Output[]>(url, "cartesi_listOutputs", ["echo"]),
      epochs: await rpcData<Epoch[]>(url, "cartesi_listEpochs", ["echo"]),
    });
    const strip = <T extends object>(items: T[]) =>
      items.map(
        ({ created_at, updated_at, ...rest }: T & { created_at?: string; updated_at?: string }) =>
          rest,
      );
    const before = await read(first.url);
    await first.stop();
    nodes.splice(nodes.indexOf(first), 1);
    expect(
      (await fetch(first.url, { method: "POST", body: "{}" }).catch(() => undefined))?.status,
    ).toBeUndefined();

    const claims = () =>
      publicClient.readContract({
        address: chain.application.authority,
        abi: authorityAbi,
        functionName: "getNumberOfSubmittedClaims",
      });
    const claimsBefore = await claims();
    const second = await start();
    const after = await read(second.url);
    expect(strip(after.inputs)).toStrictEqual(strip(before.inputs));
    expect(strip(after.outputs)).toStrictEqual(strip(before.outputs));
    expect(strip(after.epochs)).toStrictEqual(strip(before.epochs));
    expect(after.epochs[0]).toMatchObject({
      status: "CLAIM_ACCEPTED",
      claim_transaction_hash: epoch.claim_transaction_hash,
    });
    await new Promise((resolve) => setTimeout(resolve, 200)); // ten polls of the new node
    expect(await claims()).toBe(claimsBefore);
  });

  test("attachChain describes a running chain without deploying anything", async () => {
    const nonce = await publicClient.getTransactionCount({ address: testAccounts[0]!.address });
    const attached = await attachChain(sharedChain.url, { generations: ["v2", "v3"] });
    expect(attached).toStrictEqual({ ...sharedChain });
    expect(await publicClient.getTransactionCount({ address: testAccounts[0]!.address })).toBe(
      nonce,
    );
  });

  test("options are checked, with errors naming the option", async () => {
    await expect(startNode({ chain, applicationName: "Echo" })).rejects.toThrow(
      'startNode: applicationName must match ^[a-z0-9_-]{3,}$, got "Echo"',
    );
    await expect(startNode({ chain, pollingInterval: 0 })).rejects.toThrow(
      "startNode: pollingInterval must be a positive number of milliseconds, got 0",
    );
    await expect(startNode({ chain, port: 70_000 })).rejects.toThrow(
      "startNode: port must be an integer from 0 to 65535, got 70000",
    );
    await expect(startNode({ chain: { ...chain, url: "http://127.0.0.1:1" } })).rejects.toThrow();
  });

  test("the JSON-RPC API answers for the application by its own name and address", async () => {
    const node = await start({ applicationName: "my_app-2" });
    const application = await rpcData<{ name: string; iapplication_address: string }>(
      node.url,
      "cartesi_getApplication",
      [chain.application.application.toLowerCase()],
    );
    expect(application).toMatchObject({
      name: "my_app-2",
      iapplication_address: chain.application.application,
    });
    // A node following a v2 application speaks I by default, and R: -32001 for anything missing.
    expect((await rpc(node.url, "cartesi_getApplication", ["echo"])).error?.code).toBe(-32001);
    expect((await rpc(node.urls.R!, "cartesi_getApplication", ["echo"])).error?.code).toBe(-32001);
  });
});
