import { testCommand } from "@cartesi/local-devnet";
import { acceptedEpochOf, addInput, localNode } from "@cartesi/local-devnet/test";
import { testAccounts } from "@rollups-ts/chain";
import { type Address, getAddress, toHex } from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { createClient } from "./client.js";
import {
  ApplicationNotFoundError,
  HttpError,
  InvalidParamsError,
  JsonRpcError,
  MethodNotFoundError,
  ResourceNotFoundError,
  type RpcError,
} from "./errors.js";
import { epochStatuses, type Quantity } from "./types.js";

/** These tests run in R, I and N (vitest.config.ts). */
const { chain, dialect, nodeUrl } = localNode();
const node = { url: nodeUrl };
const client = createClient({ url: node.url });
const application = "echo";
const appAddress = chain.application.application;
const sender = testAccounts[1]!;
const destination = testAccounts[2]!.address;

const hex = (value: bigint | number): Quantity => `0x${value.toString(16)}`;

const inputs = {
  outputs: testCommand({
    notices: ["0xdead"],
    vouchers: [{ destination, value: 1n, payload: "0x1234" }],
    reports: ["0xbeef"],
  }),
  echo: toHex("echo me"),
  rejected: testCommand({ status: "REJECTED", notices: ["0x01"], reports: ["0x02"] }),
};

let epochIndex: Quantity;
let firstInput: bigint;

beforeAll(async () => {
  const added = [];
  for (const payload of Object.values(inputs)) added.push(await addInput(chain, payload, sender));
  firstInput = added[0]!.index;
  const { blockNumber } = added.at(-1)!;
  // Close the epoch of the inputs, so the node claims it and the Authority accepts the claim.
  epochIndex = hex(blockNumber / chain.application.epochLength);
  await acceptedEpochOf(chain, node.url, blockNumber);
});

describe("every method, on real data", () => {
  test("cartesi_getChainId and cartesi_getNodeVersion", async () => {
    expect(await client.request("cartesi_getChainId")).toEqual({ data: hex(chain.chainId) });
    const { data: version } = await client.request("cartesi_getNodeVersion");
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  test("cartesi_listApplications and cartesi_getApplication, by name and by address", async () => {
    const list = await client.request("cartesi_listApplications");
    expect(list.pagination).toEqual({ total_count: 1, limit: 50, offset: 0 });
    const [listed] = list.data;
    expect(listed).toMatchObject({
      name: application,
      iapplication_address: getAddress(appAddress),
      iinputbox_address: getAddress(chain.contracts.inputBox),
      template_hash: chain.application.templateHash,
      epoch_length: hex(chain.application.epochLength),
      consensus_type: "AUTHORITY",
    });
    if (dialect === "R") expect(listed).toMatchObject({ state: "ENABLED" });
    else expect(listed).toMatchObject({ enabled: true, status: "OK" });
    expect(listed!.execution_parameters.snapshot_policy).toBeTypeOf("string");
    const byName = await client.request("cartesi_getApplication", { application });
    const byAddress = await client.request("cartesi_getApplication", {
      application: appAddress.toLowerCase(),
    });
    expect(byName.data).toEqual(listed);
    expect(byAddress.data).toEqual(listed);
  });

  test("cartesi_listEpochs, cartesi_getEpoch and cartesi_getLastAcceptedEpochIndex", async () => {
    const { data: epoch } = await client.request("cartesi_getEpoch", {
      application,
      epoch_index: epochIndex,
    });
    expect(epoch).toMatchObject({ index: epochIndex, status: "CLAIM_ACCEPTED" });
    if (dialect === "N") expect(epoch.tx_buffer_data_block).toMatch(/^0x[0-9a-f]{64}$/);
    else expect(epoch.outputs_merkle_root).toMatch(/^0x[0-9a-f]{64}$/);
    expect(epoch.claim_transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(epochStatuses).toContain(epoch.status);
    // I and N run on v3 contracts (3.0.0-alpha.5 and alpha.9), whose claims are staged first: the
    // node sends the block its claim was staged in (R has no such field).
    if (dialect !== "R") expect(epoch.staged_at_block).toMatch(/^0x[0-9a-f]+$/);

    const accepted = await client.request("cartesi_listEpochs", {
      application,
      status: "CLAIM_ACCEPTED",
    });
    expect(accepted.data.map(({ index }) => index)).toContain(epochIndex);
    const open = await client.request("cartesi_listEpochs", { application, status: "OPEN" });
    expect(open.data.map(({ index }) => index)).not.toContain(epochIndex);

    expect(await client.request("cartesi_getLastAcceptedEpochIndex", { application })).toEqual({
      data: epochIndex,
    });
  });

  test("cartesi_listInputs, cartesi_getInput and cartesi_getProcessedInputCount", async () => {
    const { data: input } = await client.request("cartesi_getInput", {
      application,
      input_index: hex(firstInput + 1n),
    });
    expect(input).toMatchObject({ index: hex(firstInput + 1n), status: "ACCEPTED" });
    expect(input.decoded_data).toMatchObject({
      payload: inputs.echo,
      sender: sender.address,
      application_contract: getAddress(appAddress),
      chain_id: hex(chain.chainId),
    });

    const { data: rejected } = await client.request("cartesi_getInput", {
      application,
      input_index: hex(firstInput + 2n),
    });
    expect(rejected.status).toBe("REJECTED");
    if (dialect === "R")
      expect(rejected.transaction_reference).toBe(toHex(firstInput + 2n, { size: 32 }));
    else expect(rejected.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);

    const fromSender = await client.request("cartesi_listInputs", {
      application,
      sender: sender.address,
      epoch_index: epochIndex,
    });
    expect(fromSender.data.map(({ index }) => index)).toEqual(
      [0n, 1n, 2n].map((offset) => hex(firstInput + offset)),
    );
    const newest = await client.request("cartesi_listInputs", {
      application,
      limit: 1,
      descending: true,
    });
    expect(newest.data.map(({ index }) => index)).toEqual([hex(firstInput + 2n)]);
    expect(newest.pagination).toMatchObject({ limit: 1, offset: 0 });

    const { data: count } = await client.request("cartesi_getProcessedInputCount", {
      application,
    });
    expect(BigInt(count)).toBe(firstInput + 3n);
  });

  test("cartesi_listOutputs and cartesi_getOutput, with filters and proofs", async () => {
    const outputs = await client.request("cartesi_listOutputs", {
      application,
      input_index: hex(firstInput),
    });
    expect(outputs.data.map(({ decoded_data }) => decoded_data?.type)).toEqual([
      "Notice",
      "Voucher",
    ]);
    const vouchers = await client.request("cartesi_listOutputs", {
      application,
      output_type: "0x237a816f",
      voucher_address: destination,
    });
    expect(vouchers.data).toHaveLength(1);
    const [voucher] = vouchers.data;
    expect(voucher!.decoded_data).toEqual({
      type: "Voucher",
      destination,
      value: "0x1",
      payload: "0x1234",
    });
    const { data: output } = await client.request("cartesi_getOutput", {
      application,
      output_index: voucher!.index,
    });
    expect(output).toEqual(voucher);
    expect(output.output_hashes_siblings!.length).toBeGreaterThan(0);

    const rejectedOutputs = await client.request("cartesi_listOutputs", {
      application,
      input_index: hex(firstInput + 2n),
    });
    expect(rejectedOutputs.data).toEqual([]);
  });

  test("cartesi_listReports and cartesi_getReport", async () => {
    const reports = await client.request("cartesi_listReports", {
      application,
      epoch_index: epochIndex,
    });
    // The rejected input's report is not kept.
    expect(
      reports.data
        .filter(({ input_index }) => BigInt(input_index) >= firstInput)
        .map(({ raw_data }) => raw_data),
    ).toEqual(["0xbeef", inputs.echo]);
    const [report] = reports.data.slice(-1);
    expect(
      await client.request("cartesi_getReport", { application, report_index: report!.index }),
    ).toEqual({ data: report });
  });

  test.runIf(dialect !== "N")(
    "a batch, which older nodes do not read: HttpError 400 for every call",
    async () => {
      const batching = createClient({ url: node.url, batch: true });
      const calls = await Promise.allSettled([
        batching.request("cartesi_getChainId"),
        batching.request("cartesi_getNodeVersion"),
      ]);
      for (const call of calls) {
        expect((call as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
        expect((call as PromiseRejectedResult).reason).toMatchObject({ status: 400 });
      }
    },
  );

  test.runIf(dialect === "N")(
    "a batch of different methods resolves each on its own, errors included",
    async () => {
      const batching = createClient({ url: node.url, batch: true });
      const [chainId, input, missing, version] = await Promise.allSettled([
        batching.request("cartesi_getChainId"),
        batching.request("cartesi_getInput", { application, input_index: hex(firstInput) }),
        batching.request("cartesi_getInput", { application, input_index: "0xffffff" }),
        batching.request("cartesi_getNodeVersion"),
      ]);
      expect(chainId).toEqual({ status: "fulfilled", value: { data: hex(chain.chainId) } });
      expect(input).toMatchObject({
        status: "fulfilled",
        value: { data: { index: hex(firstInput) } },
      });
      expect((missing as PromiseRejectedResult).reason).toBeInstanceOf(ResourceNotFoundError);
      expect(version.status).toBe("fulfilled");
    },
  );
});

describe("every error the node answers", () => {
  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail("the request succeeded"),
      (error: unknown) => error as RpcError,
    );

  test.each([
    ["cartesi_getApplication", { application: "nowhere" }, "Application not found"],
    ["cartesi_listEpochs", { application: "nowhere" }, "Application not found"],
    ["cartesi_getEpoch", { application, epoch_index: "0xffffff" }, "Epoch not found"],
    ["cartesi_getInput", { application, input_index: "0xffffff" }, "Input not found"],
    ["cartesi_getOutput", { application, output_index: "0xffffff" }, "Output not found"],
    ["cartesi_getReport", { application, report_index: "0xffffff" }, "Report not found"],
  ] as const)(
    "%s %j: ResourceNotFoundError, ApplicationNotFoundError for the application",
    async (method, params, message) => {
      const error = await rejection(client.request(method as "cartesi_getInput", params as never));
      expect(error).toBeInstanceOf(ResourceNotFoundError);
      const unknownApplication = params.application === "nowhere";
      expect(error instanceof ApplicationNotFoundError).toBe(unknownApplication);
      const code = dialect !== "N" ? -32001 : unknownApplication ? -31002 : -31001;
      expect(error).toMatchObject({ code, details: message, method, params });
    },
  );

  test.each([
    ["cartesi_getInput", { application, input_index: "0xnothex" }],
    ["cartesi_getInput", { application, input_index: "12" }],
    ["cartesi_getApplication", { application: "Not A Name" }],
    ["cartesi_listEpochs", { application, status: "FINISHED" }],
    ["cartesi_listEpochs", { application, status: dialect === "N" ? [] : "CLAIM_DONE" }],
    ["cartesi_listInputs", { application, sender: "1234" }],
    ["cartesi_listOutputs", { application, output_type: "0xc258" }],
    ["cartesi_listReports", { application, limit: -1 }],
    ["cartesi_getEpoch", { application }],
    ["cartesi_listApplications", { limit: "10" }],
  ])("%s %j: InvalidParamsError", async (method, params) => {
    const error = await rejection(client.request(method as "cartesi_getInput", params as never));
    expect(error).toBeInstanceOf(InvalidParamsError);
    expect(error).toMatchObject({ code: -32602, method, params });
    expect(error.details).toBeTypeOf("string");
  });

  test("a method this node does not know: MethodNotFoundError", async () => {
    // Newer nodes have it (the alpha.13 QA plan lists it); the Methods map (and this node) do not.
    const request = client.request as (method: string) => Promise<unknown>;
    const error = await rejection(request("cartesi_listBondEvents"));
    expect(error).toBeInstanceOf(MethodNotFoundError);
    expect(error).toMatchObject({ code: -32601, details: "Method not found" });
    expect(error.message).toContain("the node may be older");
  });

  test("a body the node cannot parse: -32700 in an envelope (N), HttpError 400 with a plain-text reason before", async () => {
    const garbling = createClient({
      url: node.url,
      fetch: (url, init) => fetch(url, { ...init, body: `${init?.body}}` }),
    });
    const error = await rejection(garbling.request("cartesi_getChainId"));
    if (dialect === "N") {
      expect(error).toBeInstanceOf(JsonRpcError);
      expect(error).toMatchObject({ code: -32700, method: "cartesi_getChainId" });
    } else {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400, method: "cartesi_getChainId" });
      expect((error as HttpError).body).toMatch(/JSON/);
    }
  });

  test("cartesi_getNodeInfo where the node has it (N); MethodNotFoundError before", async () => {
    const answer = client.request("cartesi_getNodeInfo");
    if (dialect === "N")
      expect(await answer).toEqual({
        data: {
          chain_id: hex(chain.chainId),
          version: (await client.request("cartesi_getNodeVersion")).data,
          default_block: "LATEST",
        },
      });
    else expect(await rejection(answer)).toBeInstanceOf(MethodNotFoundError);
  });

  test("cartesi_listWithdrawals and cartesi_getWithdrawal from node 2.0.0-alpha.12 on (I, N); MethodNotFoundError before", async () => {
    // The application was never foreclosed: no withdrawals, and account 0 has none.
    // One call at a time: a rejection must have its handler before it settles.
    const listed = () => client.request("cartesi_listWithdrawals", { application, limit: 10 });
    const got = () =>
      client.request("cartesi_getWithdrawal", { application, account_index: "0x0" });
    if (dialect === "R") {
      expect(await rejection(listed())).toBeInstanceOf(MethodNotFoundError);
      expect(await rejection(got())).toBeInstanceOf(MethodNotFoundError);
    } else {
      expect(await listed()).toEqual({
        data: [],
        pagination: { total_count: 0, limit: 10, offset: 0 },
      });
      expect(await rejection(got())).toBeInstanceOf(ResourceNotFoundError);
    }
  });

  test.skipIf(dialect !== "N")(
    "a batch over the node's limits: LimitExceededError for each call",
    async () => {
      const batching = createClient({ url: node.url, batch: true });
      const calls = Array.from({ length: 101 }, () => batching.request("cartesi_getChainId"));
      const errors = await Promise.all(calls.map(rejection));
      for (const error of errors)
        expect(error).toMatchObject({ name: "LimitExceededError", code: -32040 });
    },
  );

  test("a body over the node's 1 MiB limit: HttpError 413 (400 before node 2.0.0-alpha.12), not retried", async () => {
    let requests = 0;
    const counting = createClient({
      url: node.url,
      fetch: (url, init) => {
        requests++;
        return fetch(url, init);
      },
    });
    const error = await rejection(
      counting.request("cartesi_getApplication", { application: "a".repeat(1_100_000) }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(dialect === "R" ? 400 : 413);
    expect(requests).toBe(1);
  });

  test("a URL that is not the node's endpoint: HttpError 404", async () => {
    const wrongPath = createClient({ url: node.url.replace(/\/rpc$/, "/") });
    const error = await rejection(wrongPath.request("cartesi_getChainId"));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });
});

test("addresses come back checksummed whatever case was asked", async () => {
  const { data } = await client.request("cartesi_getApplication", {
    application: appAddress.toUpperCase().replace("0X", "0x") as Address,
  });
  expect(data.iapplication_address).toBe(getAddress(appAddress));
});
