import { testAccounts } from "@rollups-ts/chain";
import { type Hex, toHex } from "viem";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { testCommand } from "./handler.ts";
import { rootFromSiblings } from "./merkle.ts";
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

// Dialect N, what a node from 2.0.0-alpha.13 on sends about an application of the contracts it
// reads (3.0.0-alpha.7 on; 3.0.0-alpha.9 here); dialects.test.ts covers I, rpc.test.ts R.
const chain = inject("chain");
const node = inject("node");
const url = node.urls.N!;
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

describe("the dialect of a node on 3.0.0-alpha.9", () => {
  test("is N only: /rpc and /N/rpc answer alike, /R/rpc and /I/rpc are not found", async () => {
    expect(node.generation).toBe("v3-alpha.9");
    expect(Object.keys(node.urls)).toStrictEqual(["N"]);
    expect(await rpcData(node.url, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.13+local");
    expect(await rpcData(url, "cartesi_getNodeVersion")).toBe("2.0.0-alpha.13+local");
    for (const older of ["R", "I"]) {
      const response = await post(url.replace(/\/N\/rpc$/, `/${older}/rpc`), "{}");
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/speaks N/);
    }
  });
});

describe("application", () => {
  test("N sends enabled, status, the claim staging period and the withdrawal configuration; no state or data_availability", async () => {
    const application = await rpcData<Record<string, unknown>>(url, "cartesi_getApplication", [
      "echo",
    ]);
    const config = chain.application.withdrawalConfig!;
    expect(application).toMatchObject({
      iapplication_address: chain.application.application,
      iconsensus_address: chain.application.authority,
      iinputbox_address: chain.contracts.inputBox,
      enabled: true,
      status: "OK",
      reason: null,
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
      accounts_drive_proved_block: "0x0",
      accounts_drive_proved_transaction: null,
      accounts_drive_merkle_root: null,
    });
    for (const key of [
      "last_foreclose_check_block",
      "last_accounts_drive_proved_check_block",
      "last_withdrawal_check_block",
    ])
      expect(application[key]).toMatch(/^0x[0-9a-f]+$/);
    expect(application).not.toHaveProperty("state");
    // The application names its InputBox (`getInputBox()`): the node sends it, and no data availability.
    expect(application).not.toHaveProperty("data_availability");
    expect(chain.application.inputBox).toBe(chain.contracts.inputBox);
  });
});

describe("epoch", () => {
  test("N sends the block the claim was staged in and the machine leaves the claim proves, no outputs root or proof", async () => {
    const epoch = await rpcData<Record<string, unknown>>(url, "cartesi_getEpoch", {
      application: "echo",
      epoch_index: epochIndex,
    });
    expect(epoch.status).toBe("CLAIM_ACCEPTED");
    expect(epoch.staged_at_block).toMatch(/^0x[0-9a-f]+$/);
    expect(BigInt(epoch.staged_at_block as Hex)).toBeGreaterThan(BigInt(epoch.last_block as Hex));
    expect(epoch).not.toHaveProperty("outputs_merkle_root");
    expect(epoch).not.toHaveProperty("outputs_merkle_proof");
    // The TX buffer's first data block holds the outputs Merkle root the claim proves.
    const outputs = await rpcData<{ hash: Hex; output_hashes_siblings: Hex[]; index: Hex }[]>(
      url,
      "cartesi_listOutputs",
      ["echo"],
    );
    const [output] = outputs;
    expect(epoch.tx_buffer_data_block).toBe(
      rootFromSiblings(output!.hash, Number(output!.index), output!.output_hashes_siblings),
    );
    expect(epoch.iflags_y_data_block).toMatch(/^0x[0-9a-f]{64}$/);
    expect(epoch.htif_tohost_data_block).toMatch(/^0x[0-9a-f]{64}$/);
    for (const proof of ["tx_buffer_proof", "iflags_y_proof", "htif_tohost_proof"])
      expect(epoch[proof]).toHaveLength(59);
    // List calls leave the proofs out.
    const [listed] = await rpcData<Record<string, unknown>[]>(url, "cartesi_listEpochs", ["echo"]);
    expect(listed).toMatchObject({ tx_buffer_data_block: epoch.tx_buffer_data_block });
    expect(listed).not.toHaveProperty("tx_buffer_proof");
  });

  test("N's status filter takes a list as well; an empty list is invalid", async () => {
    const page = (await rpc(url, "cartesi_listEpochs", {
      application: "echo",
      status: ["OPEN", "CLAIM_ACCEPTED"],
    })) as RpcAnswer & { result: { data: { index: Hex }[] } };
    expect(page.result.data.map((epoch) => epoch.index)).toContain(epochIndex);
    const empty = await rpc(url, "cartesi_listEpochs", { application: "echo", status: [] });
    expect(empty.error?.code).toBe(-32602);
    const staged = await rpc(url, "cartesi_listEpochs", {
      application: "echo",
      status: "CLAIM_STAGED",
    });
    expect(staged.error).toBeUndefined();
  });
});

describe("input", () => {
  test("N sends the transaction hash and log index, a machine memory block, no outputs hash", async () => {
    const input = await rpcData<Record<string, unknown>>(url, "cartesi_getInput", {
      application: "echo",
      input_index: toHex(accepted.index),
    });
    expect(input).toMatchObject({
      transaction_hash: accepted.transactionHash,
      log_index: toHex(accepted.logIndex),
    });
    expect(input).not.toHaveProperty("transaction_reference");
    expect(input).not.toHaveProperty("outputs_hash");
    // The TX buffer's first data block after the input: the outputs Merkle root so far.
    const epoch = await rpcData<Record<string, unknown>>(url, "cartesi_getEpoch", {
      application: "echo",
      epoch_index: epochIndex,
    });
    expect(input.tx_buffer_data_block).toBe(epoch.tx_buffer_data_block);
    expect(input.exception_data).toBeNull();
  });

  test("a status a newer node adds is sent as it is", async () => {
    const input = await processedInput(url, failed.index);
    expect(input.status).toBe("OVERFLOW");
  });

  test("N gives what an input that ended in EXCEPTION said", async () => {
    const thrown = await addInput(chain, toHex('{"notices":["not hex"]}'), testAccounts[1]);
    const input = await processedInput(url, thrown.index);
    expect(input.status).toBe("EXCEPTION");
    const { exception_data } = input as unknown as { exception_data: Hex };
    expect(exception_data).toMatch(/^0x([0-9a-f]{2})+$/);
  });
});

describe("errors", () => {
  test("N answers -31002 for the application, -31001 for an item", async () => {
    const missingInput = { application: "echo", input_index: "0xffff" };
    const unknownApp = { application: "nobody", input_index: "0x0" };
    expect((await rpc(url, "cartesi_getInput", missingInput)).error?.code).toBe(-31001);
    expect((await rpc(url, "cartesi_getInput", unknownApp)).error?.code).toBe(-31002);
    expect((await rpc(url, "cartesi_listOutputs", { application: "nobody" })).error?.code).toBe(
      -31002,
    );
    // Unlike older nodes, N looks the application up when one item is missing.
    for (const [method, params] of [
      ["cartesi_getEpoch", { epoch_index: "0x0" }],
      ["cartesi_getLastAcceptedEpochIndex", {}],
      ["cartesi_getOutput", { output_index: "0x0" }],
      ["cartesi_getReport", { report_index: "0x0" }],
    ] as const)
      expect((await rpc(url, method, { application: "nobody", ...params })).error).toStrictEqual({
        code: -31002,
        message: "Application not found",
      });
    expect(
      (await rpc(url, "cartesi_getEpoch", { application: "echo", epoch_index: "12" })).error,
    ).toStrictEqual({ code: -32602, message: "Invalid epoch index: expected hex encoded value" });
  });

  test("N's list filters take their places among positional params", async () => {
    // listInputs: application, epoch_index, sender, transaction_hash, limit, offset, descending.
    const page = (await rpc(url, "cartesi_listInputs", [
      "echo",
      null,
      null,
      null,
      1,
    ])) as RpcAnswer & {
      result: { pagination: { limit: number } };
    };
    expect(page.result.pagination.limit).toBe(1);
    // listOutputs: application, epoch_index, input_index, output_type, voucher_address, limit,
    // offset, descending, from, to, executed.
    const outputs = await listed("cartesi_listOutputs", [
      "echo",
      null,
      toHex(accepted.index),
      null,
      null,
      0,
      0,
      false,
      null,
      null,
      false,
    ]);
    expect(outputs.map((output) => output.input_index)).toStrictEqual([toHex(accepted.index)]);
  });
});

type Item = Record<string, unknown> & { index: Hex };
const listed = async (method: string, params: unknown) => {
  const answer = (await rpc(url, method, params)) as RpcAnswer & { result?: { data: Item[] } };
  expect(answer.error).toBeUndefined();
  return answer.result!.data;
};
const indices = (items: Item[]) => items.map((item) => BigInt(item.index));

describe("N's list filters", () => {
  test("from and to bound the index of the items listed, both inclusive", async () => {
    const one = toHex(accepted.index);
    const inputs = await listed("cartesi_listInputs", { application: "echo", from: one, to: one });
    expect(indices(inputs)).toStrictEqual([accepted.index]);
    const after = await listed("cartesi_listInputs", { application: "echo", from: one });
    expect(indices(after)).toContain(failed.index);
    expect(indices(after).every((index) => index >= accepted.index)).toBe(true);
    const upTo = await listed("cartesi_listInputs", { application: "echo", to: one });
    expect(indices(upTo)).toContain(accepted.index);
    expect(indices(upTo).every((index) => index <= accepted.index)).toBe(true);
    const epochs = await listed("cartesi_listEpochs", {
      application: "echo",
      from: epochIndex,
      to: epochIndex,
    });
    expect(epochs.map((epoch) => epoch.index)).toStrictEqual([epochIndex]);
    const [output] = await listed("cartesi_listOutputs", {
      application: "echo",
      input_index: one,
    });
    const outputs = await listed("cartesi_listOutputs", {
      application: "echo",
      from: output!.index,
      to: output!.index,
    });
    expect(outputs.map((item) => item.index)).toStrictEqual([output!.index]);
    const reports = await listed("cartesi_listReports", { application: "echo", to: "0x0" });
    expect(indices(reports).every((index) => index === 0n)).toBe(true);
  });

  test("transaction_hash lists the inputs the transaction added", async () => {
    const inputs = await listed("cartesi_listInputs", {
      application: "echo",
      transaction_hash: accepted.transactionHash.toUpperCase().replace(/^0X/, "0x"),
    });
    expect(indices(inputs)).toStrictEqual([accepted.index]);
    const none = await listed("cartesi_listInputs", {
      application: "echo",
      transaction_hash: `0x${"0".repeat(64)}`,
    });
    expect(none).toStrictEqual([]);
  });

  test("executed lists the outputs executed or not; output_type takes a list", async () => {
    const ofAccepted = { application: "echo", input_index: toHex(accepted.index) };
    // Nothing of the accepted input was executed.
    expect(await listed("cartesi_listOutputs", { ...ofAccepted, executed: true })).toStrictEqual(
      [],
    );
    const notice = await listed("cartesi_listOutputs", { ...ofAccepted, executed: false });
    expect(notice).toHaveLength(1);
    const both = await listed("cartesi_listOutputs", {
      ...ofAccepted,
      output_type: ["0x237a816f", "0xC258D6E5"],
    });
    expect(both).toStrictEqual(notice);
    expect(
      await listed("cartesi_listOutputs", { ...ofAccepted, output_type: ["0x237a816f"] }),
    ).toStrictEqual([]);
  });

  test("a malformed filter or an empty list is refused with -32602, as the node words it", async () => {
    for (const [method, params, message] of [
      ["cartesi_listEpochs", { from: "12" }, "invalid from index: expected hex encoded value"],
      ["cartesi_listReports", { to: "0x" }, "invalid to index: expected hex encoded value"],
      [
        "cartesi_listInputs",
        { from: "0x2", to: "0x1", epoch_index: "bad" },
        "invalid index range: from must be less than or equal to to",
      ],
      [
        "cartesi_listInputs",
        { transaction_hash: "0x12g4" },
        "Invalid transaction hash: encoding/hex: invalid byte: U+0067 'g'",
      ],
      [
        "cartesi_listOutputs",
        { output_type: [] },
        "Invalid output type: expected at least one selector",
      ],
      [
        "cartesi_listOutputs",
        { output_type: ["0x237a816f", "0x01"] },
        "Invalid output type: invalid output type: expected exactly 4 bytes",
      ],
      ["cartesi_listOutputs", { executed: "true" }, "Invalid parameters"],
      ["cartesi_listOutputs", { output_type: [1] }, "Invalid parameters"],
      ["cartesi_listEpochs", { status: [] }, "Invalid epoch status: expected at least one status"],
    ] as const)
      expect((await rpc(url, method, { application: "echo", ...params })).error).toStrictEqual({
        code: -32602,
        message,
      });
  });
});

describe("errors, continued", () => {
  test("N refuses an empty batch or one of more than 100 with one -32040 answer", async () => {
    const one = { jsonrpc: "2.0", id: 1, method: "cartesi_getChainId" };
    for (const batch of [[], Array.from({ length: 101 }, (_, id) => ({ ...one, id }))]) {
      const answer = await (await post(url, JSON.stringify(batch))).json();
      expect(answer).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32040 } });
    }
    const hundred = Array.from({ length: 100 }, (_, id) => ({ ...one, id }));
    expect(await (await post(url, JSON.stringify(hundred))).json()).toHaveLength(100);
  });

  test("N answers every entry of a batch in order, one that is not a request with -32600", async () => {
    const answers = await (
      await post(
        url,
        JSON.stringify([
          { jsonrpc: "2.0", id: 1, method: "cartesi_getChainId" },
          5,
          { jsonrpc: "2.0", method: "cartesi_getChainId" },
          { jsonrpc: "2.0", id: "four", method: "cartesi_nope" },
        ]),
      )
    ).json();
    expect(answers).toStrictEqual([
      { jsonrpc: "2.0", id: 1, result: { data: toHex(chain.chainId) } },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: "invalid request" } },
      { jsonrpc: "2.0", id: null, result: { data: toHex(chain.chainId) } },
      { jsonrpc: "2.0", id: "four", error: { code: -32601, message: "Method not found" } },
    ]);
  });

  test("N refuses a batch whose limits add up to more than 10,000 with -31004", async () => {
    const list = (id: number, limit: number) => ({
      jsonrpc: "2.0",
      id,
      method: "cartesi_listInputs",
      params: { application: "echo", limit },
    });
    const over = await (await post(url, JSON.stringify([list(1, 6000), list(2, 4001)]))).json();
    expect(over).toMatchObject({ id: null, error: { code: -31004 } });
    const within = await (await post(url, JSON.stringify([list(1, 6000), list(2, 4000)]))).json();
    expect(within).toHaveLength(2);
  });

  test("N answers -31003 when the answer, or a batch's answers together, would exceed its size limit", async () => {
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
      JSON.stringify({ jsonrpc: "2.0", id: 3, method: "cartesi_getNodeVersion" }),
      { ...small, maxResponseBytes: 64 },
      () => {},
    );
    expect(answer).toStrictEqual({
      json: {
        jsonrpc: "2.0",
        id: 3,
        error: { code: -31003, message: "Response size limit exceeded" },
      },
    });
    // A batch's answers share the limit: what comes after it is spent gets -31003.
    const version = (id: number) => ({ jsonrpc: "2.0", id, method: "cartesi_getNodeVersion" });
    const batch = await handleRpc(
      JSON.stringify([version(1), version(2)]),
      { ...small, maxResponseBytes: 200 },
      () => {},
    );
    expect(batch).toStrictEqual({
      json: [
        { jsonrpc: "2.0", id: 1, result: { data: small.nodeVersion } },
        { jsonrpc: "2.0", id: 2, error: { code: -31003, message: "Response size limit exceeded" } },
      ],
    });
  });

  test("a body that is not JSON: N answers -32700 in an envelope; an empty body gets HTTP 400", async () => {
    for (const [body, message] of [
      ["oops", "Parse error"],
      ["{oops", "invalid request"],
      ["[oops", "invalid request batch"],
      ['{"jsonrpc": "2.0", "method": 5}', "invalid request"],
    ]) {
      const answer = await post(url, body!);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toStrictEqual({
        jsonrpc: "2.0",
        id: null,
        error: { code: -32700, message },
      });
    }
    const empty = await post(url, "  ");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toBe("Empty request body\n");
  });

  test("N answers JSON that is not a request, a request not of JSON-RPC 2.0 and an id of another type with -32600", async () => {
    for (const [body, id] of [
      ["5", null],
      ['{"jsonrpc": "1.0", "id": 7, "method": "cartesi_getChainId"}', 7],
      ['{"jsonrpc": "2.0", "id": 7}', 7],
      ['{"jsonrpc": "2.0", "id": {"a": 1}, "method": "cartesi_getChainId"}', null],
    ] as const)
      expect(await (await post(url, body)).json()).toStrictEqual({
        jsonrpc: "2.0",
        id,
        error: { code: -32600, message: "invalid request" },
      });
  });

  test("N answers a request without id, with id null", async () => {
    const request = JSON.stringify({ jsonrpc: "2.0", method: "cartesi_getChainId" });
    expect(await (await post(url, request)).json()).toStrictEqual({
      jsonrpc: "2.0",
      id: null,
      result: { data: toHex(chain.chainId) },
    });
  });
});

describe("node info", () => {
  test("N has cartesi_getNodeInfo, and rpc.discover describes N", async () => {
    expect(await rpcData(url, "cartesi_getNodeInfo")).toStrictEqual({
      chain_id: toHex(chain.chainId),
      version: "2.0.0-alpha.13+local",
      default_block: "LATEST",
    });
    type Document = {
      methods: { name: string }[];
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const document = (await rpc(url, "rpc.discover")).result as Document;
    expect(document.methods.map((method) => method.name)).toContain("cartesi_getNodeInfo");
    expect(document.components.schemas.Input!.properties).toHaveProperty("transaction_hash");
    expect(document.components.schemas.Epoch!.properties).not.toHaveProperty("outputs_merkle_root");
    // The list filters of N are described as taken, with their schemas.
    const listOutputs = (
      document.methods as unknown as {
        name: string;
        params: { name: string; description: string; schema: Record<string, unknown> }[];
      }[]
    ).find((method) => method.name === "cartesi_listOutputs")!;
    const byName = Object.fromEntries(listOutputs.params.map((p) => [p.name, p]));
    expect(listOutputs.params.map((p) => p.name).slice(-3)).toStrictEqual([
      "from",
      "to",
      "executed",
    ]);
    expect(byName.executed!.schema).toStrictEqual({ type: "boolean" });
    expect(byName.output_type!.schema).toHaveProperty("oneOf");
    for (const p of listOutputs.params) expect(p.description).not.toMatch(/not implemented/i);
  });

  test("N counts executed outputs and executable ones not executed, and describes both methods", async () => {
    // The echo application of the shared chain has executed nothing here; its counts are numbers.
    const executed = await rpcData<string>(url, "cartesi_getExecutedOutputCount", {
      application: "echo",
    });
    const pending = await rpcData<string>(url, "cartesi_getPendingExecutableOutputCount", ["echo"]);
    expect(executed).toMatch(/^0x[0-9a-f]+$/);
    expect(pending).toMatch(/^0x[0-9a-f]+$/);
    const document = (await rpc(url, "rpc.discover")).result as { methods: { name: string }[] };
    expect(document.methods.map((method) => method.name)).toEqual(
      expect.arrayContaining([
        "cartesi_getExecutedOutputCount",
        "cartesi_getPendingExecutableOutputCount",
      ]),
    );
    expect(
      (await rpc(url, "cartesi_getExecutedOutputCount", { application: "nobody" })).error,
    ).toMatchObject({ code: -31002 });
  });
});

describe("tournaments", () => {
  test("N lists no PRT items and finds none for an application with an Authority", async () => {
    const match = {
      application: "echo",
      epoch_index: epochIndex,
      tournament_address: chain.application.authority,
      id_hash: `0x${"00".repeat(32)}`,
      parent: `0x${"00".repeat(32)}`,
    };
    expect(await rpc(url, "cartesi_listCommitments", { application: "echo" })).toMatchObject({
      result: { data: [], pagination: { total_count: 0, limit: 50, offset: 0 } },
    });
    expect((await rpc(url, "cartesi_getMatchAdvance", match)).error).toStrictEqual({
      code: -31001,
      message: "Match advanced not found",
    });
    expect((await rpc(url, "cartesi_getMatchAdvanced", match)).error).toStrictEqual({
      code: -32601,
      message: "Method not found",
    });
    expect((await rpc(url, "cartesi_listTournaments", ["nobody"])).error).toStrictEqual({
      code: -31002,
      message: "Application not found",
    });
  });
});
