import { testAccounts } from "@rollups-ts/chain";
import { type Hex, toHex } from "viem";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { testCommand } from "./handler.ts";
import {
  acceptedEpochOf,
  addInput,
  clients,
  isolate,
  nodeForgotInputs,
  processedInput,
  rpc,
  rpcData,
} from "./test.ts";

// What dialect I changes from R (rpc.test.ts pins R down), read from one node state: a node that
// follows a v2 application speaks both; N, the dialect of v3 nodes, is in dialect-n.test.ts.
const chain = inject("chain");
const node = inject("node");
const url = node.url;
const urls = node.urls as { R: string; I: string };
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

describe("the dialects of a v2 node", () => {
  test("are R and I; /rpc answers in the one the node was started with (R here)", async () => {
    expect(node.generation).toBe("v2");
    expect(Object.keys(urls)).toStrictEqual(["R", "I"]);
    expect(await rpcData(url, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.10+local");
    expect(await rpcData(urls.I, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.12+local");
    expect(await rpcData(urls.R, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.10+local");
  });

  test("an unknown dialect in the path, or one of v3 nodes (N), is not found", async () => {
    expect((await post(url.replace(/\/rpc$/, "/X/rpc"), "{}")).status).toBe(404);
    const n = await post(url.replace(/\/rpc$/, "/N/rpc"), "{}");
    expect(n.status).toBe(404);
    expect(await n.text()).toMatch(/speaks R and I/);
  });
});

describe("application", () => {
  test("R sends state and data_availability; I adds enabled, status and withdrawals", async () => {
    const r = await rpcData<Record<string, unknown>>(urls.R, "cartesi_getApplication", ["echo"]);
    const i = await rpcData<Record<string, unknown>>(urls.I, "cartesi_getApplication", ["echo"]);
    expect(r).toMatchObject({ state: "ENABLED", reason: null });
    expect(r.data_availability).toBe(chain.application.dataAvailability);
    expect(r).not.toHaveProperty("enabled");
    expect(r).not.toHaveProperty("status");
    // A v2 application stages no claim and has no withdrawal configuration.
    expect(i).toMatchObject({
      enabled: true,
      status: "OK",
      reason: null,
      claim_staging_period: "0x0",
      withdrawal_config: null,
      foreclose_block: "0x0",
      foreclose_transaction: null,
    });
    expect(i).not.toHaveProperty("state");
    expect(i.data_availability).toBe(chain.application.dataAvailability);
  });
});

describe("epoch", () => {
  test("R and I send the outputs root and proof; I adds staged_at_block", async () => {
    const params = { application: "echo", epoch_index: epochIndex };
    const r = await rpcData<Record<string, unknown>>(urls.R, "cartesi_getEpoch", params);
    const i = await rpcData<Record<string, unknown>>(urls.I, "cartesi_getEpoch", params);
    expect(r.outputs_merkle_root).toMatch(/^0x[0-9a-f]{64}$/);
    expect(r.outputs_merkle_proof).toHaveLength(1);
    expect(r).not.toHaveProperty("staged_at_block");
    expect(i).toMatchObject({ outputs_merkle_root: r.outputs_merkle_root, staged_at_block: null });
  });

  test("list calls leave the proofs out", async () => {
    const epochs = await rpcData<Record<string, unknown>[]>(urls.R, "cartesi_listEpochs", ["echo"]);
    expect(epochs.length).toBeGreaterThan(0);
    for (const epoch of epochs) expect(epoch).not.toHaveProperty("outputs_merkle_proof");
  });

  test("R and I take one status; R knows no CLAIM_STAGED", async () => {
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
  test("R's transaction_reference is the input index in 32 bytes; I sends the transaction hash and log index", async () => {
    const params = { application: "echo", input_index: toHex(accepted.index) };
    const r = await rpcData<Record<string, unknown>>(urls.R, "cartesi_getInput", params);
    const i = await rpcData<Record<string, unknown>>(urls.I, "cartesi_getInput", params);
    expect(r.transaction_reference).toBe(toHex(accepted.index, { size: 32 }));
    expect(r).not.toHaveProperty("transaction_hash");
    expect(i).toMatchObject({
      transaction_hash: accepted.transactionHash,
      log_index: toHex(accepted.logIndex),
    });
    expect(i).not.toHaveProperty("transaction_reference");
    expect(i.outputs_hash).toBe(r.outputs_hash);
  });

  test("a status a newer node adds is sent as it is", async () => {
    const input = await processedInput(urls.I, failed.index);
    expect(input.status).toBe("OVERFLOW");
  });
});

describe("errors", () => {
  test("R and I answer -32001 for anything missing", async () => {
    const missingInput = { application: "echo", input_index: "0xffff" };
    for (const dialect of ["R", "I"] as const) {
      expect((await rpc(urls[dialect], "cartesi_getInput", missingInput)).error).toStrictEqual({
        code: -32001,
        message: "Input not found",
      });
      for (const method of ["cartesi_getApplication", "cartesi_getProcessedInputCount"])
        expect((await rpc(urls[dialect], method, { application: "nobody" })).error).toStrictEqual({
          code: -32001,
          message: "Application not found",
        });
    }
  });

  test("R and I do not look the application up to read one item: an unknown one is the item not found", async () => {
    const reads = [
      ["cartesi_getEpoch", { epoch_index: "0x0" }, "Epoch not found"],
      ["cartesi_getLastAcceptedEpochIndex", {}, "Epoch not found"],
      ["cartesi_getInput", { input_index: "0x0" }, "Input not found"],
      ["cartesi_getOutput", { output_index: "0x0" }, "Output not found"],
      ["cartesi_getReport", { report_index: "0x0" }, "Report not found"],
    ] as const;
    for (const dialect of ["R", "I"] as const)
      for (const [method, params, message] of reads)
        expect(
          (await rpc(urls[dialect], method, { application: "nobody", ...params })).error,
        ).toStrictEqual({ code: -32001, message });
  });

  test("I words a malformed index as the parameter in prose, R by its name", async () => {
    const params = { application: "echo", input_index: "7" };
    expect((await rpc(urls.R, "cartesi_getInput", params)).error).toStrictEqual({
      code: -32602,
      message: "invalid input_index: expected hex encoded value",
    });
    expect((await rpc(urls.I, "cartesi_getInput", params)).error).toStrictEqual({
      code: -32602,
      message: "Invalid input index: expected hex encoded value",
    });
  });

  test("R and I have none of N's list filters: they ignore the names and take one output type", async () => {
    for (const dialect of ["R", "I"] as const) {
      const all = (await rpc(urls[dialect], "cartesi_listInputs", { application: "echo" })) as {
        result: { pagination: { total_count: number } };
      };
      const filtered = (await rpc(urls[dialect], "cartesi_listInputs", {
        application: "echo",
        from: "0xffff",
        transaction_hash: "not a hash",
      })) as { result: { pagination: { total_count: number } } };
      expect(filtered.result.pagination.total_count).toBe(all.result.pagination.total_count);
      expect(
        (await rpc(urls[dialect], "cartesi_listOutputs", { application: "echo", executed: "yes" }))
          .error,
      ).toBeUndefined();
      expect(
        (
          await rpc(urls[dialect], "cartesi_listOutputs", {
            application: "echo",
            output_type: ["0xc258d6e5"],
          })
        ).error,
      ).toStrictEqual({ code: -32602, message: "Invalid parameters" });
    }
  });

  test("R and I read one request per body: a batch or a body that is not a request gets plain-text HTTP 400", async () => {
    const one = { jsonrpc: "2.0", id: 1, method: "cartesi_getChainId" };
    for (const dialect of ["R", "I"] as const)
      for (const body of ["[]", JSON.stringify([one]), "{oops", "5", '{"method": 5}']) {
        const answer = await post(urls[dialect], body);
        expect(answer.status).toBe(400);
        expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
        expect(await answer.text()).toBe("Invalid JSON\n");
      }
  });

  test("R and I answer every request, whatever its jsonrpc field, with its id as sent", async () => {
    for (const dialect of ["R", "I"] as const)
      for (const [request, id] of [
        [{ jsonrpc: "2.0", method: "cartesi_getChainId" }, null],
        [{ jsonrpc: "1.0", id: 4, method: "cartesi_getChainId" }, 4],
        [{ id: { any: "value" }, method: "cartesi_getChainId" }, { any: "value" }],
      ] as const)
        expect(await (await post(urls[dialect], JSON.stringify(request))).json()).toStrictEqual({
          jsonrpc: "2.0",
          id,
          result: { data: toHex(chain.chainId) },
        });
  });
});

describe("node info", () => {
  test("R and I have no cartesi_getNodeInfo (-32601)", async () => {
    for (const dialect of ["R", "I"] as const)
      expect((await rpc(urls[dialect], "cartesi_getNodeInfo")).error).toStrictEqual({
        code: -32601,
        message: "Method not found",
      });
  });

  test("R and I have neither output count of newer nodes (-32601)", async () => {
    for (const dialect of ["R", "I"] as const)
      for (const method of [
        "cartesi_getExecutedOutputCount",
        "cartesi_getPendingExecutableOutputCount",
      ])
        expect((await rpc(urls[dialect], method, { application: "echo" })).error).toStrictEqual({
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
    const i = (await rpc(urls.I, "rpc.discover")).result as Document;
    expect(r.methods.map((method) => method.name)).not.toContain("cartesi_getNodeInfo");
    expect(r.components.schemas.Input!.properties).toHaveProperty("transaction_reference");
    expect(i.components.schemas.Input!.properties).toHaveProperty("transaction_hash");
    expect(i.components.schemas.Epoch!.properties).toHaveProperty("outputs_merkle_root");
  });
});

describe("withdrawals", () => {
  test("I lists none and finds none for a v2 application, which cannot be foreclosed; R has no such methods", async () => {
    expect(await rpc(urls.I, "cartesi_listWithdrawals", { application: "echo" })).toMatchObject({
      result: { data: [], pagination: { total_count: 0, limit: 50, offset: 0 } },
    });
    expect(
      (await rpc(urls.I, "cartesi_getWithdrawal", { application: "echo", account_index: "0x0" }))
        .error,
    ).toMatchObject({ code: -32001, message: "Withdrawal not found" });
    expect(
      (await rpc(urls.I, "cartesi_listWithdrawals", { application: "nope" })).error,
    ).toMatchObject({ code: -32001 });
    expect(
      (await rpc(urls.I, "cartesi_getWithdrawal", { application: "echo", account_index: "1" }))
        .error,
    ).toMatchObject({ code: -32602 });
    expect((await rpc(urls.R, "cartesi_listWithdrawals", ["echo"])).error).toMatchObject({
      code: -32601,
    });
  });
});

describe("tournaments", () => {
  test("R and I list no PRT items and find none for an application with an Authority", async () => {
    const match = {
      application: "echo",
      epoch_index: epochIndex,
      tournament_address: chain.application.authority,
      id_hash: `0x${"00".repeat(32)}`,
    };
    for (const dialect of ["R", "I"] as const) {
      expect(await rpc(urls[dialect], "cartesi_listTournaments", ["echo"])).toMatchObject({
        result: { data: [], pagination: { total_count: 0, limit: 50, offset: 0 } },
      });
      expect((await rpc(urls[dialect], "cartesi_getMatch", match)).error).toStrictEqual({
        code: -32001,
        message: "Match not found",
      });
      expect(
        (await rpc(urls[dialect], "cartesi_getMatchAdvanced", { ...match, parent: match.id_hash }))
          .error,
      ).toStrictEqual({ code: -32001, message: "Match advanced not found" });
    }
    // Only I looks the application up for a list.
    expect((await rpc(urls.I, "cartesi_listMatches", ["nobody"])).error).toStrictEqual({
      code: -32001,
      message: "Application not found",
    });
    expect((await rpc(urls.R, "cartesi_listMatches", ["nobody"])).result).toMatchObject({
      data: [],
    });
  });
});
