import { testAccounts } from "@rollups-ts/chain";
import { type Hex, toHex } from "viem";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { testCommand } from "./handler.ts";
import { handleRpc } from "./rpc.ts";
import {
  acceptedEpochOf,
  addInput,
  clients,
  isolate,
  nodeForgotInputs,
  processedInput,
  type RpcAnswer,
  rpc,
  rpcData,
} from "./test.ts";

// What dialects I and N change from R (rpc.test.ts pins R down), read from one node state.
const chain = inject("chain");
const { urls, url } = inject("node");
const { publicClient } = clients(chain);
const epochLength = chain.application.epochLength;

type Added = Awaited<ReturnType<typeof addInput>>;
let accepted: Added;
let failed: Added;
let epochIndex: Hex;
isolate(publicClient, { afterRevert: () => nodeForgotInputs(url) });
beforeAll(async () => {
  accepted = await addInput(chain, testCommand({ notices: ["0x01"] }), testAccounts[1]);
  failed = await addInput(chain, testCommand({ status: "OVERFLOW" }), testAccounts[1]);
  epochIndex = toHex(failed.blockNumber / epochLength);
  await acceptedEpochOf(chain, urls.R, failed.blockNumber);
});

const post = (target: string, body: string) =>
  fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("the default dialect", () => {
  test("is N: /rpc and /N/rpc answer alike", async () => {
    expect(await rpcData(url, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.13+local");
    expect(await rpcData(urls.N, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.13+local");
    expect(await rpcData(urls.I, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.12+local");
    expect(await rpcData(urls.R, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.10+local");
  });

  test("an unknown dialect in the path is not found", async () => {
    const response = await post(url.replace(/\/rpc$/, "/X/rpc"), "{}");
    expect(response.status).toBe(404);
  });
});

describe("application", () => {
  test("R sends state and data_availability; I adds enabled, status and withdrawals; N drops data_availability", async () => {
    const r = await rpcData<Record<string, unknown>>(urls.R, "cartesi_getApplication", ["echo"]);
    const i = await rpcData<Record<string, unknown>>(urls.I, "cartesi_getApplication", ["echo"]);
    const n = await rpcData<Record<string, unknown>>(urls.N, "cartesi_getApplication", ["echo"]);
    expect(r).toMatchObject({ state: "ENABLED", reason: null });
    expect(r.data_availability).toBe(chain.application.dataAvailability);
    expect(r).not.toHaveProperty("enabled");
    expect(r).not.toHaveProperty("status");
    for (const newer of [i, n]) {
      expect(newer).toMatchObject({
        enabled: true,
        status: "OK",
        reason: null,
        claim_staging_period: "0x0",
        foreclose_block: "0x0",
        foreclose_transaction: null,
      });
      expect(newer).not.toHaveProperty("state");
    }
    expect(i.data_availability).toBe(chain.application.dataAvailability);
    expect(n).not.toHaveProperty("data_availability");
  });
});

describe("epoch", () => {
  test("R and I send the outputs root and proof; N its machine memory block instead", async () => {
    const params = { application: "echo", epoch_index: epochIndex };
    const r = await rpcData<Record<string, unknown>>(urls.R, "cartesi_getEpoch", params);
    const i = await rpcData<Record<string, unknown>>(urls.I, "cartesi_getEpoch", params);
    const n = await rpcData<Record<string, unknown>>(urls.N, "cartesi_getEpoch", params);
    expect(r.outputs_merkle_root).toMatch(/^0x[0-9a-f]{64}$/);
    expect(r.outputs_merkle_proof).toHaveLength(1);
    expect(r).not.toHaveProperty("staged_at_block");
    expect(i).toMatchObject({ outputs_merkle_root: r.outputs_merkle_root, staged_at_block: null });
    expect(n).not.toHaveProperty("outputs_merkle_root");
    expect(n).not.toHaveProperty("outputs_merkle_proof");
    expect(n.tx_buffer_data_block).toMatch(/^0x[0-9a-f]{64}$/);
    expect(n.tx_buffer_data_block).not.toBe(r.outputs_merkle_root);
    expect(n).toMatchObject({ iflags_y_data_block: null, htif_tohost_data_block: null });
  });

  test("list calls leave the proofs out", async () => {
    const epochs = await rpcData<Record<string, unknown>[]>(urls.R, "cartesi_listEpochs", ["echo"]);
    expect(epochs.length).toBeGreaterThan(0);
    for (const epoch of epochs) expect(epoch).not.toHaveProperty("outputs_merkle_proof");
  });

  test("N's status filter takes a list as well; an empty list is invalid", async () => {
    const page = (await rpc(urls.N, "cartesi_listEpochs", {
      application: "echo",
      status: ["OPEN", "CLAIM_ACCEPTED"],
    })) as RpcAnswer & { result: { data: { index: Hex }[] } };
    expect(page.result.data.map((epoch) => epoch.index)).toContain(epochIndex);
    const empty = await rpc(urls.N, "cartesi_listEpochs", { application: "echo", status: [] });
    expect(empty.error?.code).toBe(-32602);
    const inR = await rpc(urls.R, "cartesi_listEpochs", { application: "echo", status: ["OPEN"] });
    expect(inR.error?.code).toBe(-32602);
    const staged = await rpc(urls.R, "cartesi_listEpochs", {
      application: "echo",
      status: "CLAIM_STAGED",
    });
    expect(staged.error?.code).toBe(-32602);
    expect(
      (await rpc(urls.I, "cartesi_listEpochs", { application: "echo", status: "CLAIM_STAGED" }))
        .error,
    ).toBeUndefined();
  });
});

describe("input", () => {
  test("R's transaction_reference is the input index in 32 bytes; I and N send the transaction hash and log index", async () => {
    const params = { application: "echo", input_index: toHex(accepted.index) };
    const r = await rpcData<Record<string, unknown>>(urls.R, "cartesi_getInput", params);
    const i = await rpcData<Record<string, unknown>>(urls.I, "cartesi_getInput", params);
    const n = await rpcData<Record<string, unknown>>(urls.N, "cartesi_getInput", params);
    expect(r.transaction_reference).toBe(toHex(accepted.index, { size: 32 }));
    expect(r).not.toHaveProperty("transaction_hash");
    for (const newer of [i, n]) {
      expect(newer).toMatchObject({
        transaction_hash: accepted.transactionHash,
        log_index: toHex(accepted.logIndex),
      });
      expect(newer).not.toHaveProperty("transaction_reference");
    }
    expect(i.outputs_hash).toBe(r.outputs_hash);
    expect(n).not.toHaveProperty("outputs_hash");
    expect(n.tx_buffer_data_block).toMatch(/^0x[0-9a-f]{64}$/);
    expect(n.exception_data).toBeNull();
  });

  test("a status a newer node adds is sent as it is", async () => {
    const input = await processedInput(urls.N, failed.index);
    expect(input.status).toBe("OVERFLOW");
  });

  test("N gives what an input that ended in EXCEPTION said", async () => {
    const thrown = await addInput(chain, toHex('{"notices":["not hex"]}'), testAccounts[1]);
    const input = await processedInput(urls.N, thrown.index);
    expect(input.status).toBe("EXCEPTION");
    const { exception_data } = input as unknown as { exception_data: Hex };
    expect(exception_data).toMatch(/^0x([0-9a-f]{2})+$/);
  });
});

describe("errors", () => {
  test("R and I answer -32001 for anything missing; N -31002 for the application, -31001 for an item", async () => {
    const missingInput = { application: "echo", input_index: "0xffff" };
    const unknownApp = { application: "nobody", input_index: "0x0" };
    for (const dialect of ["R", "I"] as const) {
      expect((await rpc(urls[dialect], "cartesi_getInput", missingInput)).error).toStrictEqual({
        code: -32001,
        message: "Input not found",
      });
      expect((await rpc(urls[dialect], "cartesi_getInput", unknownApp)).error).toStrictEqual({
        code: -32001,
        message: "Application not found",
      });
    }
    expect((await rpc(urls.N, "cartesi_getInput", missingInput)).error?.code).toBe(-31001);
    expect((await rpc(urls.N, "cartesi_getInput", unknownApp)).error?.code).toBe(-31002);
    expect((await rpc(urls.N, "cartesi_listOutputs", { application: "nobody" })).error?.code).toBe(
      -31002,
    );
  });

  test("N refuses an empty batch or one of more than 100 with one -32040 answer", async () => {
    const one = { jsonrpc: "2.0", id: 1, method: "cartesi_getChainId" };
    for (const batch of [[], Array.from({ length: 101 }, (_, id) => ({ ...one, id }))]) {
      const answer = await (await post(urls.N, JSON.stringify(batch))).json();
      expect(answer).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32040 } });
    }
    const hundred = Array.from({ length: 100 }, (_, id) => ({ ...one, id }));
    expect(await (await post(urls.N, JSON.stringify(hundred))).json()).toHaveLength(100);
    const inR = await (await post(urls.R, "[]")).json();
    expect(inR).toMatchObject({ id: null, error: { code: -32600 } });
  });

  test("N refuses a batch whose limits add up to more than 10,000 with -31004", async () => {
    const list = (id: number, limit: number) => ({
      jsonrpc: "2.0",
      id,
      method: "cartesi_listInputs",
      params: { application: "echo", limit },
    });
    const over = await (await post(urls.N, JSON.stringify([list(1, 6000), list(2, 4001)]))).json();
    expect(over).toMatchObject({ id: null, error: { code: -31004 } });
    const within = await (
      await post(urls.N, JSON.stringify([list(1, 6000), list(2, 4000)]))
    ).json();
    expect(within).toHaveLength(2);
  });

  test("N answers -31003 when the answer would exceed its size limit", async () => {
    const applications = () => {
      throw new Error("not read");
    };
    const small = {
      applications,
      chainId: 1n,
      nodeVersion: "x".repeat(100),
      dialect: "N" as const,
    };
    const answer = await handleRpc(
      { jsonrpc: "2.0", id: 3, method: "cartesi_getNodeVersion" },
      { ...small, maxResponseBytes: 64 },
      () => {},
    );
    expect(answer).toStrictEqual({
      jsonrpc: "2.0",
      id: 3,
      error: { code: -31003, message: "Response size limit exceeded" },
    });
  });

  test("a body that is not JSON: N answers -32700 in an envelope, R plain text with HTTP 400", async () => {
    const n = await post(urls.N, "{oops");
    expect(n.status).toBe(200);
    expect(await n.json()).toStrictEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32700, message: "Parse error" },
    });
    const r = await post(urls.R, "{oops");
    expect(r.status).toBe(400);
    expect(r.headers.get("content-type")).toMatch(/^text\/plain/);
    const empty = await post(urls.N, "");
    expect(empty.status).toBe(400);
  });

  test("N answers a request without id, with id null; R treats it as a notification", async () => {
    const request = JSON.stringify({ jsonrpc: "2.0", method: "cartesi_getChainId" });
    const n = await post(urls.N, request);
    expect(await n.json()).toStrictEqual({
      jsonrpc: "2.0",
      id: null,
      result: { data: toHex(chain.chainId) },
    });
    const r = await post(urls.R, request);
    expect(r.status).toBe(204);
  });
});

describe("node info", () => {
  test("N has cartesi_getNodeInfo; R and I answer -32601", async () => {
    expect(await rpcData(urls.N, "cartesi_getNodeInfo")).toStrictEqual({
      chain_id: toHex(chain.chainId),
      version: "2.0.0-alpha.13+local",
      default_block: "LATEST",
    });
    for (const dialect of ["R", "I"] as const)
      expect((await rpc(urls[dialect], "cartesi_getNodeInfo")).error).toStrictEqual({
        code: -32601,
        message: "Method not found",
      });
  });

  test("rpc.discover describes the dialect it is asked in", async () => {
    type Document = {
      methods: { name: string }[];
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const r = (await rpc(urls.R, "rpc.discover")).result as Document;
    const nDocument = (await rpc(urls.N, "rpc.discover")).result as Document;
    expect(nDocument.methods.map((method) => method.name)).toContain("cartesi_getNodeInfo");
    expect(r.methods.map((method) => method.name)).not.toContain("cartesi_getNodeInfo");
    expect(r.components.schemas.Input!.properties).toHaveProperty("transaction_reference");
    expect(nDocument.components.schemas.Input!.properties).toHaveProperty("transaction_hash");
    expect(nDocument.components.schemas.Epoch!.properties).not.toHaveProperty(
      "outputs_merkle_root",
    );
  });
});
