import { testAccounts } from "@rollups-ts/chain";
import { type Hex, toHex } from "viem";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { testCommand } from "./handler.ts";
import { maxBodyBytes } from "./server.ts";
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

// What dialect I (node 2.0.0-alpha.12) changes from R (rpc.test.ts pins R down), from a node that
// follows a 3.0.0-alpha.5 application, the contracts I nodes read; N is in dialect-n.test.ts.
const chain = inject("chain");
const node = inject("node");
const url = node.urls.I!;
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
  await acceptedEpochOf(chain, url, failed.blockNumber);
});

const post = (target: string, body: string) =>
  fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("the dialect of a node on 3.0.0-alpha.5", () => {
  test("is I only: /rpc and /I/rpc answer alike", async () => {
    expect(node.generation).toBe("v3");
    expect(chain.release).toBe("3.0.0-alpha.5");
    expect(Object.keys(node.urls)).toStrictEqual(["I"]);
    expect(await rpcData(node.url, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.12+local");
    expect(await rpcData(url, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.12+local");
  });

  test("an unknown dialect in the path, or another generation's (R, N), is not found", async () => {
    expect((await post(url.replace(/\/I\/rpc$/, "/X/rpc"), "{}")).status).toBe(404);
    for (const other of ["R", "N"]) {
      const answer = await post(url.replace(/\/I\/rpc$/, `/${other}/rpc`), "{}");
      expect(answer.status).toBe(404);
      expect(await answer.text()).toMatch(/speaks I/);
    }
  });
});

describe("application", () => {
  test("I sends enabled, status, data_availability, the claim staging period and the withdrawal configuration; no state", async () => {
    const i = await rpcData<Record<string, unknown>>(url, "cartesi_getApplication", ["echo"]);
    const config = chain.application.withdrawalConfig!;
    expect(i).toMatchObject({
      enabled: true,
      status: "OK",
      reason: null,
      data_availability: chain.application.dataAvailability,
      iinputbox_address: chain.contracts.inputBox,
      claim_staging_period: "0x2",
      withdrawal_config: {
        guardian: config.guardian,
        log2_leaves_per_account: toHex(config.log2LeavesPerAccount),
        log2_max_num_of_accounts: toHex(config.log2MaxNumOfAccounts),
        accounts_drive_start_index: toHex(config.accountsDriveStartIndex),
        withdrawal_output_builder: config.withdrawalOutputBuilder,
      },
      foreclose_block: "0x0",
      foreclose_transaction: null,
    });
    expect(i).not.toHaveProperty("state");
  });
});

describe("epoch", () => {
  test("I sends the outputs root and its proof in the machine tree, and staged_at_block", async () => {
    const params = { application: "echo", epoch_index: epochIndex };
    const i = await rpcData<Record<string, unknown>>(url, "cartesi_getEpoch", params);
    expect(i.outputs_merkle_root).toMatch(/^0x[0-9a-f]{64}$/);
    // 3.0.0-alpha.5's submitClaim carries the outputs root's 59 siblings in the machine tree.
    expect(i.outputs_merkle_proof).toHaveLength(59);
    expect(BigInt(i.staged_at_block as Hex)).toBeGreaterThan(BigInt(i.last_block as Hex));
    expect(i).not.toHaveProperty("tx_buffer_data_block");
  });

  test("list calls leave the proofs out", async () => {
    const epochs = await rpcData<Record<string, unknown>[]>(url, "cartesi_listEpochs", ["echo"]);
    expect(epochs.length).toBeGreaterThan(0);
    for (const epoch of epochs) expect(epoch).not.toHaveProperty("outputs_merkle_proof");
  });

  test("I takes one status, CLAIM_STAGED among them", async () => {
    const list = await rpc(url, "cartesi_listEpochs", { application: "echo", status: ["OPEN"] });
    expect(list.error?.code).toBe(-32602);
    expect(
      (await rpc(url, "cartesi_listEpochs", { application: "echo", status: "CLAIM_STAGED" })).error,
    ).toBeUndefined();
  });
});

describe("input", () => {
  test("I sends the transaction hash and log index, and the outputs hash", async () => {
    const params = { application: "echo", input_index: toHex(accepted.index) };
    const i = await rpcData<Record<string, unknown>>(url, "cartesi_getInput", params);
    expect(i).toMatchObject({
      transaction_hash: accepted.transactionHash,
      log_index: toHex(accepted.logIndex),
    });
    expect(i).not.toHaveProperty("transaction_reference");
    expect(i.outputs_hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  test("a status a newer node adds is sent as it is", async () => {
    const input = await processedInput(url, failed.index);
    expect(input.status).toBe("OVERFLOW");
  });
});

describe("errors", () => {
  test("I answers -32001 for anything missing", async () => {
    expect(
      (await rpc(url, "cartesi_getInput", { application: "echo", input_index: "0xffff" })).error,
    ).toStrictEqual({ code: -32001, message: "Input not found" });
    for (const method of ["cartesi_getApplication", "cartesi_getProcessedInputCount"])
      expect((await rpc(url, method, { application: "nobody" })).error).toStrictEqual({
        code: -32001,
        message: "Application not found",
      });
  });

  test("I does not look the application up to read one item: an unknown one is the item not found", async () => {
    const reads = [
      ["cartesi_getEpoch", { epoch_index: "0x0" }, "Epoch not found"],
      ["cartesi_getLastAcceptedEpochIndex", {}, "Epoch not found"],
      ["cartesi_getInput", { input_index: "0x0" }, "Input not found"],
      ["cartesi_getOutput", { output_index: "0x0" }, "Output not found"],
      ["cartesi_getReport", { report_index: "0x0" }, "Report not found"],
    ] as const;
    for (const [method, params, message] of reads)
      expect((await rpc(url, method, { application: "nobody", ...params })).error).toStrictEqual({
        code: -32001,
        message,
      });
  });

  test("I words a malformed index as the parameter in prose", async () => {
    const params = { application: "echo", input_index: "7" };
    expect((await rpc(url, "cartesi_getInput", params)).error).toStrictEqual({
      code: -32602,
      message: "Invalid input index: expected hex encoded value",
    });
  });

  test("I has none of N's list filters: it ignores the names and takes one output type", async () => {
    const all = (await rpc(url, "cartesi_listInputs", { application: "echo" })) as {
      result: { pagination: { total_count: number } };
    };
    const filtered = (await rpc(url, "cartesi_listInputs", {
      application: "echo",
      from: "0xffff",
      transaction_hash: "not a hash",
    })) as { result: { pagination: { total_count: number } } };
    expect(filtered.result.pagination.total_count).toBe(all.result.pagination.total_count);
    expect(
      (await rpc(url, "cartesi_listOutputs", { application: "echo", executed: "yes" })).error,
    ).toBeUndefined();
    expect(
      (await rpc(url, "cartesi_listOutputs", { application: "echo", output_type: ["0xc258d6e5"] }))
        .error,
    ).toStrictEqual({ code: -32602, message: "Invalid parameters" });
  });

  test("I reads one request per body: a batch or a body that is not a request gets plain-text HTTP 400", async () => {
    const one = { jsonrpc: "2.0", id: 1, method: "cartesi_getChainId" };
    for (const body of ["[]", JSON.stringify([one]), "{oops", "5", '{"method": 5}']) {
      const answer = await post(url, body);
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await answer.text()).toBe("Invalid JSON\n");
    }
  });

  test("I answers a body over 1 MiB with HTTP 413 (R cannot read it: HTTP 400)", async () => {
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "cartesi_getChainId",
      padding: "x".repeat(maxBodyBytes),
    });
    const answer = await post(url, body);
    expect(answer.status).toBe(413);
    expect(await answer.text()).toBe("Payload too large\n");
  });

  test("I answers every request, whatever its jsonrpc field, with its id as sent", async () => {
    for (const [request, id] of [
      [{ jsonrpc: "2.0", method: "cartesi_getChainId" }, null],
      [{ jsonrpc: "1.0", id: 4, method: "cartesi_getChainId" }, 4],
      [{ id: { any: "value" }, method: "cartesi_getChainId" }, { any: "value" }],
    ] as const)
      expect(await (await post(url, JSON.stringify(request))).json()).toStrictEqual({
        jsonrpc: "2.0",
        id,
        result: { data: toHex(chain.chainId) },
      });
  });
});

describe("node info", () => {
  test("I has no cartesi_getNodeInfo and neither output count of newer nodes (-32601)", async () => {
    for (const method of [
      "cartesi_getNodeInfo",
      "cartesi_getExecutedOutputCount",
      "cartesi_getPendingExecutableOutputCount",
    ])
      expect((await rpc(url, method, { application: "echo" })).error).toStrictEqual({
        code: -32601,
        message: "Method not found",
      });
  });

  test("rpc.discover describes I", async () => {
    type Document = {
      methods: { name: string }[];
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const i = (await rpc(url, "rpc.discover")).result as Document;
    expect(i.methods.map((method) => method.name)).toContain("cartesi_listWithdrawals");
    expect(i.methods.map((method) => method.name)).not.toContain("cartesi_getNodeInfo");
    expect(i.components.schemas.Input!.properties).toHaveProperty("transaction_hash");
    expect(i.components.schemas.Epoch!.properties).toHaveProperty("outputs_merkle_root");
  });
});

describe("withdrawals", () => {
  test("I lists none and finds none before a foreclosure", async () => {
    expect(await rpc(url, "cartesi_listWithdrawals", { application: "echo" })).toMatchObject({
      result: { data: [], pagination: { total_count: 0, limit: 50, offset: 0 } },
    });
    expect(
      (await rpc(url, "cartesi_getWithdrawal", { application: "echo", account_index: "0x0" }))
        .error,
    ).toMatchObject({ code: -32001, message: "Withdrawal not found" });
    expect(
      (await rpc(url, "cartesi_listWithdrawals", { application: "nope" })).error,
    ).toMatchObject({ code: -32001 });
    expect(
      (await rpc(url, "cartesi_getWithdrawal", { application: "echo", account_index: "1" })).error,
    ).toMatchObject({ code: -32602 });
  });
});

describe("tournaments", () => {
  test("I lists no PRT items and finds none for an application with an Authority", async () => {
    const match = {
      application: "echo",
      epoch_index: epochIndex,
      tournament_address: chain.application.authority,
      id_hash: `0x${"00".repeat(32)}`,
    };
    expect(await rpc(url, "cartesi_listTournaments", ["echo"])).toMatchObject({
      result: { data: [], pagination: { total_count: 0, limit: 50, offset: 0 } },
    });
    expect((await rpc(url, "cartesi_getMatch", match)).error).toStrictEqual({
      code: -32001,
      message: "Match not found",
    });
    expect(
      (await rpc(url, "cartesi_getMatchAdvanced", { ...match, parent: match.id_hash })).error,
    ).toStrictEqual({ code: -32001, message: "Match advanced not found" });
    // I looks the application up for a list (R does not).
    expect((await rpc(url, "cartesi_listMatches", ["nobody"])).error).toStrictEqual({
      code: -32001,
      message: "Application not found",
    });
  });
});
