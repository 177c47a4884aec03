import { mine, testAccounts } from "@rollups-ts/chain";
import { getAddress, type Hex, toHex } from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { testCommand } from "./handler.ts";
import type { RpcContext } from "./methods.ts";
import { handleRpc } from "./rpc.ts";
import {
  acceptedEpochOf,
  addInput,
  clients,
  type Epoch,
  epochWithStatus,
  type Input,
  isolate,
  localNode,
  nodeForgotInputs,
  type Output,
  processedInput,
  rpc,
  rpcData,
} from "./test.ts";

// These tests pin down dialect R, the reference; `dialects.test.ts` covers what I and N change.
const { chain, nodeUrl: url } = localNode("R");
const { publicClient } = clients(chain);
const app = chain.application.application;
const epochLength = chain.application.epochLength;
const [, alice, bob, carol] = testAccounts as unknown as [
  unknown,
  { address: Hex },
  { address: Hex },
  { address: Hex },
];

const payloads = {
  notice: toHex("notice 0"),
  voucher: toHex("voucher payload"),
  delegate: toHex("delegate payload"),
  reports: [toHex("report 0"), toHex("report 1")],
  hello: toHex("hello"),
  open: toHex("still open"),
};

// Three inputs: two in a claimed epoch (alice's command, bob's echo), one in an open epoch (alice's echo).
let closedEpoch: Epoch;
let openEpoch: Epoch;
isolate(publicClient, { afterRevert: () => nodeForgotInputs(url) });
beforeAll(async () => {
  // Start from an epoch's first block, so the first two inputs share an epoch.
  const head = await publicClient.getBlockNumber();
  await mine(publicClient, Number(epochLength - (head % epochLength)));
  await addInput(
    chain,
    testCommand({
      notices: [payloads.notice],
      vouchers: [{ destination: bob.address, value: 7n, payload: payloads.voucher }],
      delegateCallVouchers: [{ destination: carol.address, payload: payloads.delegate }],
      reports: payloads.reports,
    }),
    testAccounts[1],
  );
  const second = await addInput(chain, payloads.hello, testAccounts[2]);
  closedEpoch = await acceptedEpochOf(chain, url, second.blockNumber);
  const third = await addInput(chain, payloads.open, testAccounts[1]);
  await processedInput(url, third.index);
  openEpoch = await epochWithStatus(url, third.blockNumber / epochLength, "OPEN");
});

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

async function expectError(method: string, params: unknown, code: number, message: string) {
  const answer = await rpc(url, method, params);
  expect(answer.result).toBeUndefined();
  expect(answer.error).toStrictEqual({ code, message });
}

type Page<T> = { data: T[]; pagination: { total_count: number; limit: number; offset: number } };
async function list<T>(method: string, params: unknown): Promise<Page<T>> {
  const answer = await rpc(url, method, params);
  if (answer.error) throw new Error(answer.error.message);
  return answer.result as Page<T>;
}

describe("applications", () => {
  test("cartesi_listApplications lists the local application", async () => {
    const page = await list<Record<string, unknown>>("cartesi_listApplications", {});
    expect(page.pagination).toStrictEqual({ total_count: 1, limit: 50, offset: 0 });
    const [application] = page.data;
    expect(application).toMatchObject({
      name: "echo",
      iapplication_address: app,
      iconsensus_address: chain.application.authority,
      iinputbox_address: chain.contracts.inputBox,
      template_hash: chain.application.templateHash,
      epoch_length: toHex(epochLength),
      data_availability: chain.application.dataAvailability,
      consensus_type: "AUTHORITY",
      state: "ENABLED",
      iinputbox_block: toHex(chain.application.deploymentBlock),
      processed_inputs: "0x3",
      execution_parameters: expect.objectContaining({ snapshot_policy: "NONE" }),
    });
    expect(application!.created_at).toMatch(rfc3339);
    expect(application!.updated_at).toMatch(rfc3339);
    expect(BigInt(application!.last_input_check_block as Hex)).toBeGreaterThanOrEqual(
      BigInt(openEpoch.first_block),
    );
    const empty = await list("cartesi_listApplications", { offset: 1 });
    expect(empty).toStrictEqual({ data: [], pagination: { total_count: 1, limit: 50, offset: 1 } });
  });

  test("cartesi_getApplication finds it by name or address in either case", async () => {
    for (const identifier of ["echo", app, app.toLowerCase(), `0x${app.slice(2).toUpperCase()}`]) {
      const application = await rpcData<{ name: string }>(url, "cartesi_getApplication", {
        application: identifier,
      });
      expect(application.name).toBe("echo");
    }
  });

  test("an unknown application is -32001, a malformed identifier -32602", async () => {
    await expectError("cartesi_getApplication", ["nope"], -32001, "Application not found");
    // A short lowercase hex string is a well-formed name, so it is looked up as one.
    await expectError("cartesi_getApplication", ["0x1234"], -32001, "Application not found");
    await expectError("cartesi_getApplication", [bob.address], -32001, "Application not found");
    for (const method of [
      "cartesi_listEpochs",
      "cartesi_listInputs",
      "cartesi_listOutputs",
      "cartesi_listReports",
    ])
      await expectError(method, { application: "nope" }, -32001, "Application not found");
    await expectError(
      "cartesi_getApplication",
      ["Echo"],
      -32602,
      "Invalid application identifier: invalid application name",
    );
    await expectError(
      "cartesi_getApplication",
      ["ab"],
      -32602,
      "Invalid application identifier: invalid application name",
    );
    await expectError(
      "cartesi_getApplication",
      ["0xABCD"],
      -32602,
      "Invalid application identifier: invalid application name",
    );
    // A value the node cannot decode into its string field fails the whole call.
    await expectError("cartesi_getApplication", { application: 5 }, -32602, "Invalid parameters");
    // One left out is checked as an empty string.
    await expectError(
      "cartesi_getApplication",
      {},
      -32602,
      "Invalid application identifier: invalid application name",
    );
  });
});

describe("epochs", () => {
  test("cartesi_listEpochs lists epochs with inputs, filtered by status", async () => {
    const all = await list<Epoch>("cartesi_listEpochs", { application: "echo" });
    expect(all.data.map((epoch) => epoch.index)).toStrictEqual([
      closedEpoch.index,
      openEpoch.index,
    ]);
    expect(all.pagination.total_count).toBe(2);
    const accepted = await list<Epoch>("cartesi_listEpochs", {
      application: "echo",
      status: "CLAIM_ACCEPTED",
    });
    expect(accepted.data.map((epoch) => epoch.index)).toStrictEqual([closedEpoch.index]);
    expect(accepted.pagination.total_count).toBe(1);
    const rejected = await list("cartesi_listEpochs", {
      application: "echo",
      status: "CLAIM_REJECTED",
    });
    expect(rejected.data).toStrictEqual([]);
    const descending = await list<Epoch>("cartesi_listEpochs", ["echo", null, 1, 0, true]);
    expect(descending.data.map((epoch) => epoch.index)).toStrictEqual([openEpoch.index]);
    expect(descending.pagination).toStrictEqual({ total_count: 2, limit: 1, offset: 0 });
    await expectError(
      "cartesi_listEpochs",
      { application: "echo", status: "DONE" },
      -32602,
      "Invalid epoch status: invalid value 'DONE' for EpochStatus enum",
    );
  });

  test("cartesi_getEpoch gives an epoch's bounds, claim and status", async () => {
    const epoch = await rpcData<Epoch & Record<string, unknown>>(url, "cartesi_getEpoch", {
      application: "echo",
      epoch_index: closedEpoch.index,
    });
    expect(epoch).toMatchObject({
      index: closedEpoch.index,
      first_block: toHex(BigInt(closedEpoch.index) * epochLength),
      last_block: toHex((BigInt(closedEpoch.index) + 1n) * epochLength - 1n),
      input_index_lower_bound: "0x0",
      input_index_upper_bound: "0x2",
      status: "CLAIM_ACCEPTED",
      virtual_index: "0x0",
    });
    expect(epoch.outputs_merkle_root).toMatch(/^0x[0-9a-f]{64}$/);
    expect(epoch.claim_transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(epoch.created_at).toMatch(rfc3339);
    const open = await rpcData<Epoch>(url, "cartesi_getEpoch", ["echo", openEpoch.index]);
    expect(open).toMatchObject({
      status: "OPEN",
      virtual_index: "0x1",
      input_index_lower_bound: "0x2",
      input_index_upper_bound: "0x3",
      outputs_merkle_root: null,
      claim_transaction_hash: null,
    });
    await expectError(
      "cartesi_getEpoch",
      ["echo", toHex(BigInt(openEpoch.index) + 1n)],
      -32001,
      "Epoch not found",
    );
  });

  test("index params must be 0x-prefixed hex of at most 16 digits", async () => {
    // Left out, an index is checked as an empty string.
    for (const bad of ["12", "0x", undefined])
      await expectError(
        "cartesi_getEpoch",
        { application: "echo", epoch_index: bad },
        -32602,
        "invalid epoch_index: expected hex encoded value",
      );
    for (const bad of ["0xg1", `0x1${"0".repeat(16)}`])
      await expectError(
        "cartesi_getEpoch",
        { application: "echo", epoch_index: bad },
        -32602,
        "invalid epoch_index: error parsing",
      );
    await expectError("cartesi_getEpoch", ["echo", 12], -32602, "Invalid parameters");
    await expectError(
      "cartesi_getInput",
      ["echo", "7"],
      -32602,
      "invalid input_index: expected hex encoded value",
    );
    await expectError(
      "cartesi_getOutput",
      ["echo", "x"],
      -32602,
      "invalid output_index: expected hex encoded value",
    );
    await expectError(
      "cartesi_getReport",
      ["echo", "1"],
      -32602,
      "invalid report_index: expected hex encoded value",
    );
    // Either case is hex, the prefix too.
    expect(
      (await rpcData<Epoch>(url, "cartesi_getEpoch", ["echo", `0X${closedEpoch.index.slice(2)}`]))
        .index,
    ).toBe(closedEpoch.index);
    expect(
      (
        await rpcData<Epoch>(url, "cartesi_getEpoch", [
          "echo",
          closedEpoch.index.toUpperCase().replace("0X", "0x"),
        ])
      ).index,
    ).toBe(closedEpoch.index);
  });

  test("cartesi_getLastAcceptedEpochIndex is the last claimed epoch", async () => {
    expect(await rpcData(url, "cartesi_getLastAcceptedEpochIndex", { application: "echo" })).toBe(
      closedEpoch.index,
    );
  });
});

describe("inputs", () => {
  test("cartesi_listInputs filters by epoch and sender, pages and orders", async () => {
    const all = await list<Input>("cartesi_listInputs", { application: "echo" });
    expect(all.data.map((input) => input.index)).toStrictEqual(["0x0", "0x1", "0x2"]);
    const byEpoch = await list<Input>("cartesi_listInputs", {
      application: "echo",
      epoch_index: closedEpoch.index,
    });
    expect(byEpoch.data.map((input) => input.index)).toStrictEqual(["0x0", "0x1"]);
    const bySender = await list<Input>("cartesi_listInputs", {
      application: "echo",
      sender: alice.address.toLowerCase(),
    });
    expect(bySender.data.map((input) => input.index)).toStrictEqual(["0x0", "0x2"]);
    expect(bySender.pagination.total_count).toBe(2);
    const upperCase = await list<Input>("cartesi_listInputs", {
      application: "echo",
      sender: `0x${alice.address.slice(2).toUpperCase()}`,
    });
    expect(upperCase.data.map((input) => input.index)).toStrictEqual(["0x0", "0x2"]);
    const both = await list<Input>("cartesi_listInputs", {
      application: "echo",
      epoch_index: openEpoch.index,
      sender: bob.address,
    });
    expect(both).toStrictEqual({ data: [], pagination: { total_count: 0, limit: 50, offset: 0 } });
    const paged = await list<Input>("cartesi_listInputs", ["echo", null, null, 2, 1, true]);
    expect(paged.data.map((input) => input.index)).toStrictEqual(["0x1", "0x0"]);
    expect(paged.pagination).toStrictEqual({ total_count: 3, limit: 2, offset: 1 });
    // The node reads a short address as its last bytes, left-padded with zeros.
    const short = await list<Input>("cartesi_listInputs", {
      application: "echo",
      sender: "0x1234",
    });
    expect(short.pagination.total_count).toBe(0);
    for (const [sender, why] of [
      ["1234", "invalid address '1234'"],
      ["0x123", "encoding/hex: odd length hex string"],
      ["0xzz", "encoding/hex: invalid byte: U+007A 'z'"],
    ])
      await expectError(
        "cartesi_listInputs",
        { application: "echo", sender },
        -32602,
        `Invalid input sender address: ${why}`,
      );
    await expectError(
      "cartesi_listInputs",
      { application: "echo", epoch_index: "1" },
      -32602,
      "invalid epoch_index: expected hex encoded value",
    );
  });

  test("limit defaults to 50, is capped at 10,000, and must be a non-negative integer", async () => {
    const capped = await list("cartesi_listInputs", { application: "echo", limit: 20_000 });
    expect(capped.pagination).toStrictEqual({ total_count: 3, limit: 10_000, offset: 0 });
    const zero = await list("cartesi_listInputs", { application: "echo", limit: 0 });
    expect(zero.pagination.limit).toBe(50);
    // What does not decode into the node's unsigned integers and boolean fails the whole call.
    for (const params of [
      { limit: -1 },
      { limit: 1.5 },
      { limit: "10" },
      { offset: -2 },
      { descending: "yes" },
    ])
      await expectError(
        "cartesi_listInputs",
        { application: "echo", ...params },
        -32602,
        "Invalid parameters",
      );
  });

  test("cartesi_getInput and cartesi_getProcessedInputCount", async () => {
    const input = await rpcData<Input>(url, "cartesi_getInput", {
      application: "echo",
      input_index: "0x1",
    });
    expect(input).toMatchObject({
      index: "0x1",
      epoch_index: closedEpoch.index,
      status: "ACCEPTED",
      decoded_data: { sender: bob.address, payload: payloads.hello, index: "0x1" },
    });
    expect(input.raw_data.startsWith("0x415bf363")).toBe(true);
    expect(input.outputs_hash).toMatch(/^0x[0-9a-f]{64}$/);
    await expectError("cartesi_getInput", ["echo", "0x3"], -32001, "Input not found");
    expect(await rpcData(url, "cartesi_getProcessedInputCount", ["echo"])).toBe("0x3");
  });
});

describe("outputs", () => {
  test("cartesi_listOutputs lists notices, vouchers and delegate-call vouchers with every filter", async () => {
    const all = await list<Output>("cartesi_listOutputs", { application: "echo" });
    expect(
      all.data.map((output) => [output.index, output.input_index, output.decoded_data?.type]),
    ).toStrictEqual([
      ["0x0", "0x0", "Notice"],
      ["0x1", "0x0", "Voucher"],
      ["0x2", "0x0", "DelegateCallVoucher"],
      ["0x3", "0x1", "Notice"],
      ["0x4", "0x2", "Notice"],
    ]);
    const indices = async (params: Record<string, unknown>) =>
      (await list<Output>("cartesi_listOutputs", { application: "echo", ...params })).data.map(
        (output) => output.index,
      );
    expect(await indices({ epoch_index: openEpoch.index })).toStrictEqual(["0x4"]);
    expect(await indices({ input_index: "0x0" })).toStrictEqual(["0x0", "0x1", "0x2"]);
    expect(await indices({ output_type: "0xc258d6e5" })).toStrictEqual(["0x0", "0x3", "0x4"]);
    expect(await indices({ output_type: "0x237A816F" })).toStrictEqual(["0x1"]);
    expect(await indices({ output_type: "0x10321e8b" })).toStrictEqual(["0x2"]);
    expect(await indices({ voucher_address: bob.address.toLowerCase() })).toStrictEqual(["0x1"]);
    expect(await indices({ voucher_address: carol.address })).toStrictEqual(["0x2"]);
    expect(await indices({ input_index: "0x1", output_type: "0x237a816f" })).toStrictEqual([]);
    expect(await indices({ descending: true, limit: 2 })).toStrictEqual(["0x4", "0x3"]);
    const positional = await list<Output>("cartesi_listOutputs", [
      "echo",
      closedEpoch.index,
      "0x0",
      "0xc258d6e5",
      null,
      10,
      0,
      false,
    ]);
    expect(positional.data.map((output) => output.index)).toStrictEqual(["0x0"]);
    // The node takes a selector with or without its prefix.
    const unprefixed = await list<Output>("cartesi_listOutputs", {
      application: "echo",
      output_type: "c258d6e5",
    });
    expect(unprefixed.data.map((output) => output.index)).toStrictEqual(["0x0", "0x3", "0x4"]);
    await expectError(
      "cartesi_listOutputs",
      { application: "echo", output_type: "0x1234" },
      -32602,
      "Invalid output type: invalid output type: expected exactly 4 bytes",
    );
    await expectError(
      "cartesi_listOutputs",
      { application: "echo", output_type: "0xc258d6eg" },
      -32602,
      "Invalid output type: encoding/hex: invalid byte: U+0067 'g'",
    );
    await expectError(
      "cartesi_listOutputs",
      { application: "echo", voucher_address: "bob" },
      -32602,
      "Invalid voucher address: invalid address 'bob'",
    );
    await expectError(
      "cartesi_listOutputs",
      { application: "echo", input_index: "1" },
      -32602,
      "invalid input_index: expected hex encoded value",
    );
    await expectError(
      "cartesi_listOutputs",
      { application: "echo", input_index: 1 },
      -32602,
      "Invalid parameters",
    );
  });

  test("cartesi_getOutput decodes each output type; proofs come with the claim", async () => {
    const voucher = await rpcData<Output>(url, "cartesi_getOutput", ["echo", "0x1"]);
    expect(voucher.decoded_data).toStrictEqual({
      type: "Voucher",
      destination: bob.address,
      value: "0x7",
      payload: payloads.voucher,
    });
    expect(voucher.output_hashes_siblings).toHaveLength(63);
    expect(voucher.hash).toMatch(/^0x[0-9a-f]{64}$/);
    const delegate = await rpcData<Output>(url, "cartesi_getOutput", ["echo", "0x2"]);
    expect(delegate.decoded_data).toStrictEqual({
      type: "DelegateCallVoucher",
      destination: carol.address,
      payload: payloads.delegate,
    });
    const { destination } = delegate.decoded_data as { destination: Hex };
    expect(getAddress(destination)).toBe(destination);
    const notice = await rpcData<Output>(url, "cartesi_getOutput", ["echo", "0x0"]);
    expect(notice.decoded_data).toStrictEqual({ type: "Notice", payload: payloads.notice });
    const unclaimed = await rpcData<Output>(url, "cartesi_getOutput", {
      application: "echo",
      output_index: "0x4",
    });
    expect(unclaimed).toMatchObject({
      hash: null,
      output_hashes_siblings: null,
      execution_transaction_hash: null,
    });
    await expectError("cartesi_getOutput", ["echo", "0x5"], -32001, "Output not found");
  });
});

describe("reports", () => {
  test("cartesi_listReports and cartesi_getReport", async () => {
    const all = await list<{ index: Hex; input_index: Hex; raw_data: Hex }>("cartesi_listReports", [
      "echo",
    ]);
    expect(
      all.data.map((report) => [report.index, report.input_index, report.raw_data]),
    ).toStrictEqual([
      ["0x0", "0x0", payloads.reports[0]],
      ["0x1", "0x0", payloads.reports[1]],
      ["0x2", "0x1", payloads.hello],
      ["0x3", "0x2", payloads.open],
    ]);
    const byEpoch = await list<{ index: Hex }>("cartesi_listReports", {
      application: "echo",
      epoch_index: openEpoch.index,
    });
    expect(byEpoch.data.map((report) => report.index)).toStrictEqual(["0x3"]);
    const byInput = await list<{ index: Hex }>("cartesi_listReports", ["echo", null, "0x0", 1, 1]);
    expect(byInput.data.map((report) => report.index)).toStrictEqual(["0x1"]);
    expect(byInput.pagination).toStrictEqual({ total_count: 2, limit: 1, offset: 1 });
    const report = await rpcData<Record<string, unknown>>(url, "cartesi_getReport", {
      application: "echo",
      report_index: "0x2",
    });
    expect(Object.keys(report).sort()).toStrictEqual(
      ["created_at", "epoch_index", "index", "input_index", "raw_data", "updated_at"].sort(),
    );
    expect(report.raw_data).toBe(payloads.hello);
    await expectError("cartesi_getReport", ["echo", "0x4"], -32001, "Report not found");
  });
});

describe("node", () => {
  test("cartesi_getChainId and cartesi_getNodeVersion", async () => {
    expect(await rpcData(url, "cartesi_getChainId")).toBe(toHex(chain.chainId));
    expect(await rpcData(url, "cartesi_getChainId", [])).toBe("0x7a69");
    expect(await rpcData<string>(url, "cartesi_getNodeVersion", {})).toMatch(
      /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/,
    );
    // Methods without params do not read them.
    expect(await rpcData(url, "cartesi_getChainId", ["extra"])).toBe("0x7a69");
  });

  test("unknown methods, parameters the node ignores and params it cannot decode", async () => {
    // R has the PRT methods, but not the name N gives getMatchAdvanced.
    await expectError("cartesi_getMatchAdvance", {}, -32601, "Method not found");
    await expectError("eth_blockNumber", [], -32601, "Method not found");
    // A name the node does not know is ignored: here the index is then left out.
    await expectError(
      "cartesi_getInput",
      { application: "echo", inputIndex: "0x0" },
      -32602,
      "invalid input_index: expected hex encoded value",
    );
    await expectError("cartesi_getInput", ["echo", "0x0", "0x1"], -32602, "Invalid parameters");
    await expectError("cartesi_getInput", "echo", -32602, "Invalid parameters");
  });

  test("rpc.discover returns the OpenRPC document of exactly the methods served", async () => {
    const answer = await rpc(url, "rpc.discover");
    const document = answer.result as {
      openrpc: string;
      methods: { name: string; params: { name: string; required: boolean }[] }[];
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openrpc).toMatch(/^1\.\d+\.\d+$/);
    expect(document.methods.map((method) => method.name).sort()).toStrictEqual(
      [
        "cartesi_listApplications",
        "cartesi_getApplication",
        "cartesi_listEpochs",
        "cartesi_getEpoch",
        "cartesi_getLastAcceptedEpochIndex",
        "cartesi_listInputs",
        "cartesi_getInput",
        "cartesi_getProcessedInputCount",
        "cartesi_listOutputs",
        "cartesi_getOutput",
        "cartesi_listReports",
        "cartesi_getReport",
        "cartesi_listTournaments",
        "cartesi_getTournament",
        "cartesi_listCommitments",
        "cartesi_getCommitment",
        "cartesi_listMatches",
        "cartesi_getMatch",
        "cartesi_listMatchAdvances",
        "cartesi_getMatchAdvanced",
        "cartesi_getChainId",
        "cartesi_getNodeVersion",
      ].sort(),
    );
    const listOutputs = document.methods.find((method) => method.name === "cartesi_listOutputs")!;
    expect(listOutputs.params.map((param) => [param.name, param.required])).toStrictEqual([
      ["application", true],
      ["epoch_index", false],
      ["input_index", false],
      ["output_type", false],
      ["voucher_address", false],
      ["limit", false],
      ["offset", false],
      ["descending", false],
    ]);
    // Every $ref points at a schema the document defines.
    const refs = JSON.stringify(document).match(/#\/components\/schemas\/\w+/g) ?? [];
    for (const ref of new Set(refs))
      expect(document.components.schemas, ref).toHaveProperty(ref.split("/").at(-1)!);
  });

  test("anything unexpected is -32603 with the details hidden and reported", async () => {
    const reported: unknown[] = [];
    const broken: RpcContext = {
      applications: () => {
        throw new Error("database is on fire");
      },
      chainId: 1n,
      nodeVersion: "0.0.0",
      dialect: "N",
    };
    const answer = await handleRpc(
      JSON.stringify({ jsonrpc: "2.0", id: 9, method: "cartesi_listApplications" }),
      broken,
      (error) => reported.push(error),
    );
    expect(answer).toStrictEqual({
      json: { jsonrpc: "2.0", id: 9, error: { code: -32603, message: "Internal server error" } },
    });
    expect(String(reported[0])).toMatch(/database is on fire/);
  });
});

describe("what later dialects add, R has not", () => {
  test("R: no CLAIM_STAGED nor a list of statuses, no withdrawals, no node info, no output counts", async () => {
    for (const status of ["CLAIM_STAGED", ["OPEN"]])
      expect(
        (await rpc(url, "cartesi_listEpochs", { application: "echo", status })).error?.code,
      ).toBe(-32602);
    for (const method of [
      "cartesi_listWithdrawals",
      "cartesi_getWithdrawal",
      "cartesi_getNodeInfo",
      "cartesi_getExecutedOutputCount",
      "cartesi_getPendingExecutableOutputCount",
    ])
      expect((await rpc(url, method, { application: "echo" })).error).toStrictEqual({
        code: -32601,
        message: "Method not found",
      });
  });

  test("R: the input's transaction_reference is its index in 32 bytes, and a malformed index is named by its param", async () => {
    const { index } = await addInput(chain, toHex("reference"));
    const input = await processedInput(url, index);
    expect(input.transaction_reference).toBe(toHex(index, { size: 32 }));
    expect(input).not.toHaveProperty("transaction_hash");
    expect(
      (await rpc(url, "cartesi_getInput", { application: "echo", input_index: "7" })).error,
    ).toStrictEqual({ code: -32602, message: "invalid input_index: expected hex encoded value" });
  });

  test("R answers every request, whatever its jsonrpc field, with its id as sent", async () => {
    for (const [request, id] of [
      [{ jsonrpc: "2.0", method: "cartesi_getChainId" }, null],
      [{ jsonrpc: "1.0", id: 4, method: "cartesi_getChainId" }, 4],
    ] as const) {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
      });
      expect(await answer.json()).toStrictEqual({
        jsonrpc: "2.0",
        id,
        result: { data: toHex(chain.chainId) },
      });
    }
  });
});
