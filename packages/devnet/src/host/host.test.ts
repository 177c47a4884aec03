import { mine, testAccounts } from "@rollups-ts/chain";
import { type Hex, hexToString, keccak256, toHex } from "viem";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rootFromSiblings } from "../merkle.ts";
import {
  addInput,
  applicationAbi,
  authorityAbi,
  clients,
  epochWithStatus,
  processedInput,
  rpcData,
  type Output as WireOutput,
  waitFor,
} from "../test.ts";
import { type Devnet, startDevnet } from "./devnet.ts";

const fixture = (name: string) => new URL(`../../fixtures/${name}`, import.meta.url).pathname;

type WireReport = { index: Hex; input_index: Hex; raw_data: Hex };

/** A devnet running `app.mjs` in host mode, with every error it reports kept for the test to read. */
async function hostDevnet(command: string[], finishTimeout?: number) {
  const errors: string[] = [];
  const devnet = await startDevnet({
    command,
    stdio: "ignore",
    ...(finishTimeout ? { finishTimeout } : {}),
    onError: (error) => errors.push(error instanceof Error ? error.message : String(error)),
  });
  return { devnet, errors };
}

function reportsOf(devnet: Devnet, inputIndex: bigint) {
  return rpcData<WireReport[]>(devnet.node.url, "cartesi_listReports", {
    application: "echo",
    input_index: toHex(inputIndex),
  });
}

function outputsOf(devnet: Devnet, inputIndex: bigint) {
  return rpcData<WireOutput[]>(devnet.node.url, "cartesi_listOutputs", {
    application: "echo",
    input_index: toHex(inputIndex),
  });
}

async function processedCount(devnet: Devnet): Promise<bigint> {
  return BigInt(await rpcData<Hex>(devnet.node.url, "cartesi_getProcessedInputCount", ["echo"]));
}

/** Sends `text` as an input and waits for the node to have processed it. */
async function send(devnet: Devnet, text: string) {
  const sent = await addInput(devnet.chain, toHex(text));
  const input = await processedInput(devnet.node.url, sent.index);
  return { ...sent, input };
}

describe("host mode with app.mjs", () => {
  let devnet: Devnet;
  let errors: string[];
  beforeAll(async () => {
    ({ devnet, errors } = await hostDevnet([process.execPath, fixture("app.mjs")]));
  });
  afterAll(() => devnet?.stop());

  test("an input reaches the application with the metadata the real server sends", async () => {
    const { index, blockNumber, input } = await send(devnet, "hello");
    expect(input.status).toBe("ACCEPTED");
    const block = await clients(devnet.chain).publicClient.getBlock({ blockNumber });
    const [report] = await reportsOf(devnet, index);
    expect(JSON.parse(hexToString(report!.raw_data))).toStrictEqual({
      voucher: 0,
      notice: 1,
      metadata: {
        chain_id: 31337,
        app_contract: devnet.chain.application.application.toLowerCase(),
        msg_sender: testAccounts[1]!.address.toLowerCase(),
        block_number: Number(blockNumber),
        block_timestamp: Number(block.timestamp),
        prev_randao: toHex(block.mixHash ? BigInt(block.mixHash) : 0n, { size: 32 }),
        input_index: 0,
      },
    });
    const outputs = await outputsOf(devnet, index);
    expect(outputs.map((output) => [output.index, output.decoded_data?.type])).toStrictEqual([
      ["0x0", "Voucher"],
      ["0x1", "Notice"],
    ]);
    expect(outputs[1]!.decoded_data?.payload).toBe(toHex("hello"));
  });

  test("outputs are numbered in one tree across inputs; a rejected input's are discarded", async () => {
    const rejected = await send(devnet, "reject");
    expect(rejected.input.status).toBe("REJECTED");
    expect(await outputsOf(devnet, rejected.index)).toStrictEqual([]);
    expect(await reportsOf(devnet, rejected.index)).toStrictEqual([]);
    // The app was told indices 2 and 3, then rejected: they are handed out again.

    const next = await send(devnet, "next");
    expect(next.input.status).toBe("ACCEPTED");
    const [report] = await reportsOf(devnet, next.index);
    expect(JSON.parse(hexToString(report!.raw_data))).toMatchObject({ voucher: 2, notice: 3 });
    expect((await outputsOf(devnet, next.index)).map((output) => output.index)).toStrictEqual([
      "0x2",
      "0x3",
    ]);
  });

  test("the epoch is claimed and accepted, and the voucher executes on chain", async () => {
    // An empty payload: from 3.0.0-alpha.7 on, a voucher that carries a payload to an account
    // without code (the sender here) is refused (`TargetHasNoCode`).
    const { index, blockNumber } = await send(devnet, "");
    const { publicClient } = clients(devnet.chain);
    const epochLength = devnet.chain.application.epochLength;
    const head = await publicClient.getBlockNumber();
    await mine(publicClient, Number((blockNumber / epochLength + 1n) * epochLength - head));
    await epochWithStatus(devnet.node.url, blockNumber / epochLength, "CLAIM_ACCEPTED");
    const [voucher, notice] = await outputsOf(devnet, index);
    expect(voucher!.hash).toBe(keccak256(voucher!.raw_data));
    // The root the app's outputs prove is the one the Authority accepted.
    const root = rootFromSiblings(
      notice!.hash!,
      Number(notice!.index),
      notice!.output_hashes_siblings!,
    );
    const valid = await publicClient.readContract({
      address: devnet.chain.application.authority,
      abi: authorityAbi,
      functionName: "isOutputsMerkleRootValid",
      args: [devnet.chain.application.application, root],
    });
    expect(valid).toBe(true);
    const executor = clients(devnet.chain, testAccounts[3]!).walletClient;
    const hash = await executor.writeContract({
      address: devnet.chain.application.application,
      abi: applicationAbi,
      functionName: "executeOutput",
      args: [
        voucher!.raw_data,
        {
          outputIndex: BigInt(voucher!.index),
          outputHashesSiblings: voucher!.output_hashes_siblings!,
        },
      ],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    const executed = await waitFor("the node to see the execution", async () => {
      const [seen] = await outputsOf(devnet, index);
      return seen!.execution_transaction_hash ?? undefined;
    });
    expect(executed).toBe(hash);
  });

  test("inspect requests, POST with the payload as body, return the app's reports; GET gets 405", async () => {
    const count = Number(await processedCount(devnet));
    const posted = await fetch(devnet.node.inspectUrl, { method: "POST", body: "balance" });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toStrictEqual({
      status: "Accepted",
      reports: [{ payload: toHex("inspected balance") }],
      processed_input_count: count,
    });
    const byAddress = devnet.node.inspectUrl.replace(/echo$/, devnet.chain.application.application);
    const got = await fetch(byAddress, { method: "POST", body: "by address" });
    expect(await got.json()).toStrictEqual({
      status: "Accepted",
      reports: [{ payload: toHex("inspected by address") }],
      processed_input_count: count,
    });
    expect(
      (await fetch(devnet.node.inspectUrl.replace(/echo$/, "other"), { method: "POST" })).status,
    ).toBe(404);
    const get = await fetch(`${devnet.node.inspectUrl}/${toHex("by path")}`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect((await fetch(devnet.node.inspectUrl, { method: "PUT" })).status).toBe(405);
  });

  describe("misbehaviour never loses an input", () => {
    test("an exception ends the input in EXCEPTION with its payload, and the next input runs", async () => {
      const before = await processedCount(devnet);
      const thrown = await send(devnet, "exception");
      expect(thrown.input.status).toBe("EXCEPTION");
      expect((thrown.input as unknown as { exception_data: Hex }).exception_data).toBe(
        toHex("boom"),
      );
      expect(await outputsOf(devnet, thrown.index)).toStrictEqual([]);
      expect((await send(devnet, "after")).input.status).toBe("ACCEPTED");
      expect(await processedCount(devnet)).toBe(before + 2n);
    });

    test("a process that exits ends its input in EXCEPTION, is started again, and the next input runs", async () => {
      const before = await processedCount(devnet);
      const starts = devnet.host!.starts;
      const exited = await send(devnet, "exit");
      expect(exited.input.status).toBe("EXCEPTION");
      expect((exited.input as unknown as { exception_data: Hex }).exception_data).toBe(
        toHex("dapp exited with exit status: 3"),
      );
      expect((await send(devnet, "after exit")).input.status).toBe("ACCEPTED");
      expect(devnet.host!.starts).toBe(starts + 1);
      expect(errors.some((error) => error.includes("dapp exited with exit status: 3"))).toBe(true);
      expect(await processedCount(devnet)).toBe(before + 2n);
    });

    test("a malformed request body is answered 400 with a message, and the input goes on", async () => {
      const before = await processedCount(devnet);
      const { index, input } = await send(devnet, "malformed");
      expect(input.status).toBe("ACCEPTED");
      const [report] = await reportsOf(devnet, index);
      expect(hexToString(report!.raw_data)).toMatch(
        /^400 unable to insert notice: payload must be 0x followed by an even number of hex digits, got "0xzz"$/,
      );
      expect(await processedCount(devnet)).toBe(before + 1n);
    });

    test("an output over the machine's TX buffer is refused with 400, and the input goes on", async () => {
      const before = await processedCount(devnet);
      const { index, input } = await send(devnet, "oversized");
      expect(input.status).toBe("ACCEPTED");
      expect(await outputsOf(devnet, index)).toStrictEqual([]);
      const [report] = await reportsOf(devnet, index);
      expect(hexToString(report!.raw_data)).toBe(
        `400 unable to insert notice: it takes ${2 ** 21 + 68} bytes, over the machine's TX buffer of 2097152 bytes`,
      );
      expect(await processedCount(devnet)).toBe(before + 1n);
    });
  });
});

describe("host mode: /finish not called in time, on a node of dialect N", () => {
  let devnet: Devnet;
  let errors: string[];
  beforeAll(async () => {
    ({ devnet, errors } = await hostDevnet([process.execPath, fixture("app.mjs")], 1_000));
  });
  afterAll(() => devnet?.stop());

  test("N has no TIME_LIMIT_EXCEEDED: the application is FAILED, its input and the next stay unprocessed", async () => {
    const hung = await addInput(devnet.chain, toHex("hang"));
    const application = await waitFor("the application to fail", async () => {
      const answer = await rpcData<{ status: string; reason: string | null }>(
        devnet.node.url,
        "cartesi_getApplication",
        { application: "echo" },
      );
      return answer.status === "FAILED" ? answer : undefined;
    });
    expect(application.reason).toBe(
      `input ${hung.index}: the application did not call /finish within 1000 ms (--finish-timeout)`,
    );
    expect(errors.some((error) => error.includes("FAILED, as a node of dialect N marks it"))).toBe(
      true,
    );
    const next = await addInput(devnet.chain, toHex("after hang"));
    await waitFor("the node to read the next input", async () =>
      (await rpcData<{ status: string }>(devnet.node.url, "cartesi_getInput", {
        application: "echo",
        input_index: toHex(next.index),
      }).catch(() => undefined))
        ? true
        : undefined,
    );
    for (const index of [hung.index, next.index]) {
      const input = await rpcData<{ status: string }>(devnet.node.url, "cartesi_getInput", {
        application: "echo",
        input_index: toHex(index),
      });
      expect(input.status).toBe("NONE");
    }
    expect(await processedCount(devnet)).toBe(hung.index);
  });
});

describe("host mode: /finish not called in time, on a node of dialect I (R is the same)", () => {
  let devnet: Devnet;
  let errors: string[];
  beforeAll(async () => {
    const errorsSeen: string[] = [];
    devnet = await startDevnet({
      command: [process.execPath, fixture("app.mjs")],
      stdio: "ignore",
      finishTimeout: 1_000,
      dialect: "I",
      onError: (error) => errorsSeen.push(error instanceof Error ? error.message : String(error)),
    });
    errors = errorsSeen;
  });
  afterAll(() => devnet?.stop());

  test("the input ends in TIME_LIMIT_EXCEEDED, the application is started again, the next input runs", async () => {
    const hung = await send(devnet, "hang");
    expect(hung.input.status).toBe("TIME_LIMIT_EXCEEDED");
    expect(errors.some((error) => error.includes("did not call /finish within 1000 ms"))).toBe(
      true,
    );
    expect((await send(devnet, "after hang")).input.status).toBe("ACCEPTED");
    expect(devnet.host!.starts).toBe(2);
    expect(await processedCount(devnet)).toBe(2n);
  });
});

describe("host mode with app.py", () => {
  let devnet: Devnet;
  beforeAll(async () => {
    ({ devnet } = await hostDevnet(["python3", fixture("app.py")]));
  });
  afterAll(() => devnet?.stop());

  test("an input yields the app's voucher, notice and report; an inspect its report", async () => {
    const { index, input } = await send(devnet, "from python");
    expect(input.status).toBe("ACCEPTED");
    const outputs = await outputsOf(devnet, index);
    expect(outputs.map((output) => output.decoded_data)).toStrictEqual([
      {
        type: "Voucher",
        destination: testAccounts[1]!.address,
        value: "0x0",
        payload: toHex("from python"),
      },
      { type: "Notice", payload: toHex("from python") },
    ]);
    const [report] = await reportsOf(devnet, index);
    expect(report!.raw_data).toBe(toHex("from python"));
    const answer = await fetch(devnet.node.inspectUrl, { method: "POST", body: "state" });
    expect(await answer.json()).toStrictEqual({
      status: "Accepted",
      reports: [{ payload: toHex("inspected state") }],
      processed_input_count: 1,
    });
  });
});
