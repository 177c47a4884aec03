import { encodeFunctionData, type Hex, HttpRequestError, http } from "viem";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type StandInNode, startStandInNode } from "../../test/standInNode.js";
import { inputsAbi, outputsAbi } from "../abi/generated.js";
import { getApplication } from "../actions/l2/getApplication.js";
import { getEpoch } from "../actions/l2/getEpoch.js";
import { getInput } from "../actions/l2/getInput.js";
import { getNodeInfo } from "../actions/l2/getNodeInfo.js";
import { getOutput } from "../actions/l2/getOutput.js";
import { listEpochs } from "../actions/l2/listEpochs.js";
import { listInputs } from "../actions/l2/listInputs.js";
import { createCartesiPublicClient } from "../clients/createCartesiPublicClient.js";
import {
  ApplicationNotFoundError,
  InvalidFieldError,
  LimitExceededError,
  ResourceNotFoundError,
} from "../errors/node.js";

// Responses recorded in the shape each node version sends (R: 2.0.0-alpha.8 to alpha.11,
// I: alpha.12, N: alpha.13 on), answered by a stand-in node, so that every dialect's quirks
// (omitted keys, nulls, values newer nodes add, renamed fields, error codes) are read here.

const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const hash = (digit: string) => `0x${digit.repeat(64)}` as Hex;
const at = "2026-09-01T10:00:00.123456Z";
const advance = encodeFunctionData({
  abi: inputsAbi,
  functionName: "EvmAdvance",
  args: [31337n, address, address, 21n, 1_700_000_000n, 2n ** 200n, 3n, "0xcafe"],
});

const executionParameters = {
  snapshot_policy: "EVERY_EPOCH",
  advance_inc_cycles: "0x400000",
  advance_max_cycles: "0x3fffffffffffffff",
  inspect_inc_cycles: "0x400000",
  inspect_max_cycles: "0x3fffffffffffffff",
  advance_inc_deadline: "0x2540be400",
  advance_max_deadline: "0x29e8d60800",
  inspect_inc_deadline: "0x2540be400",
  inspect_max_deadline: "0x29e8d60800",
  load_deadline: "0x45d964b800",
  store_deadline: "0x29e8d60800",
  fast_deadline: "0x12a05f200",
  max_concurrent_inspects: 10,
  created_at: at,
  updated_at: at,
};

const applicationCommon = {
  name: "echo",
  iapplication_address: address,
  iconsensus_address: address,
  iinputbox_address: address,
  template_hash: hash("a"),
  epoch_length: "0xa",
  consensus_type: "AUTHORITY",
  reason: null,
  iinputbox_block: "0x1",
  last_input_check_block: "0x20",
  last_output_check_block: "0x20",
  last_epoch_check_block: "0x20",
  last_tournament_check_block: "0x0",
  processed_inputs: "0x4",
  execution_parameters: executionParameters,
  created_at: at,
  updated_at: at,
};

const newerApplication = {
  enabled: false,
  status: "FAILED",
  reason: "machine is behind",
  claim_staging_period: "0x10",
  withdrawal_config: {
    guardian: address,
    log2_leaves_per_account: "0x2",
    log2_max_num_of_accounts: "0x10",
    accounts_drive_start_index: "0x0",
    withdrawal_output_builder: address,
  },
  last_foreclose_check_block: "0x20",
  last_accounts_drive_proved_check_block: "0x20",
  last_withdrawal_check_block: "0x20",
  foreclose_block: "0x0",
  accounts_drive_proved_block: "0x0",
  foreclose_transaction: null,
  accounts_drive_proved_transaction: null,
  accounts_drive_merkle_root: null,
};

const epochCommon = {
  index: "0x2",
  first_block: "0x14",
  last_block: "0x1d",
  input_index_lower_bound: "0x3",
  input_index_upper_bound: "0x4",
  machine_hash: hash("b"),
  claim_transaction_hash: null,
  commitment: null,
  tournament_address: null,
  virtual_index: "0x1",
  created_at: at,
  updated_at: at,
};

const inputCommon = {
  epoch_index: "0x2",
  index: "0x3",
  block_number: "0x15",
  raw_data: advance,
  machine_hash: null,
  created_at: at,
  updated_at: at,
};

const recorded = {
  R: {
    application: { ...applicationCommon, data_availability: "0x", state: "INOPERABLE" },
    epoch: {
      ...epochCommon,
      status: "CLAIM_COMPUTED",
      outputs_merkle_root: hash("c"),
      outputs_merkle_proof: [hash("d")],
    },
    // decoded_data is left out when the node cannot decode raw_data.
    input: {
      ...inputCommon,
      status: "CYCLE_LIMIT_EXCEEDED",
      outputs_hash: hash("c"),
      transaction_reference: hash("0").replace(/0$/, "3"),
    },
  },
  I: {
    application: { ...applicationCommon, ...newerApplication, data_availability: "0x" },
    epoch: {
      ...epochCommon,
      status: "CLAIM_STAGED",
      outputs_merkle_root: hash("c"),
      staged_at_block: "0x1e",
    },
    input: {
      ...inputCommon,
      status: "REPORTS_LIMIT_EXCEEDED",
      decoded_data: null,
      outputs_hash: null,
      transaction_hash: hash("e"),
      log_index: "0x1",
    },
  },
  N: {
    application: { ...applicationCommon, ...newerApplication, status: "SOMETHING_NEWER" },
    epoch: {
      ...epochCommon,
      status: "CLAIM_FORECLOSED",
      staged_at_block: null,
      tx_buffer_data_block: hash("f"),
      tx_buffer_proof: [hash("1"), hash("2")],
      iflags_y_data_block: null,
      htif_tohost_data_block: null,
    },
    input: {
      ...inputCommon,
      status: "OVERFLOW",
      decoded_data: {
        chain_id: "0x7a69",
        application_contract: address,
        sender: address,
        block_number: "0x15",
        block_timestamp: "0x6553f100",
        prev_randao: "0x10000000000000000000000000000000000000000000000000",
        index: "0x3",
        payload: "0xcafe",
      },
      transaction_hash: hash("e"),
      log_index: "0x0",
      tx_buffer_data_block: hash("f"),
      exception_data: null,
    },
  },
} as const;

type Answer = { result?: unknown; error?: { code: number; message: string }; status?: number };
let answer: (method: string) => Answer | string;
let standIn: StandInNode;
let node: ReturnType<typeof createCartesiPublicClient>;
beforeAll(async () => {
  standIn = await startStandInNode((method) => answer(method));
  node = createCartesiPublicClient({ transport: http(standIn.url, { retryCount: 0 }) });
});
afterAll(() => standIn.close());

const data = (value: unknown) => () => ({ result: { data: value } });
const page = (value: unknown) => () => ({
  result: { data: [value], pagination: { total_count: 1, limit: 50, offset: 0 } },
});
const application = "echo";

describe.each(["R", "I", "N"] as const)("dialect %s", (dialect) => {
  const wire = recorded[dialect] as unknown as Record<
    "application" | "epoch" | "input",
    Record<string, unknown>
  >;

  test("an application reads with enabled and status, whatever names its node sends", async () => {
    answer = data(wire.application);
    const read = await getApplication(node, { application });
    expect(read).toMatchObject({
      name: "echo",
      consensusType: "AUTHORITY",
      processedInputs: 4n,
      lastEpochCheckBlock: 32n,
    });
    expect(read.executionParameters.snapshotPolicy).toBe("EVERY_EPOCH");
    if (dialect === "R") {
      // `state` maps to enabled and status, and is kept as it came.
      expect(read).toMatchObject({ enabled: true, status: "INOPERABLE", state: "INOPERABLE" });
      expect(read.reason).toBeNull();
      expect(read).not.toHaveProperty("withdrawalConfig");
    } else {
      expect(read).toMatchObject({
        enabled: false,
        status: dialect === "N" ? "SOMETHING_NEWER" : "FAILED",
        reason: "machine is behind",
        claimStagingPeriod: 16n,
        forecloseBlock: 0n,
        forecloseTransaction: null,
        withdrawalConfig: {
          guardian: address,
          log2LeavesPerAccount: 2n,
          log2MaxNumOfAccounts: 16n,
          accountsDriveStartIndex: 0n,
          withdrawalOutputBuilder: address,
        },
      });
      expect(read).not.toHaveProperty("state");
    }
    if (dialect === "N") expect(read).not.toHaveProperty("dataAvailability");
    else expect(read.dataAvailability).toBe("0x");
  });

  test("an epoch reads with its version's fields, the outputs root never taken for the machine block", async () => {
    answer = data(wire.epoch);
    const read = await getEpoch(node, { application, epochIndex: 2n });
    expect(read).toMatchObject({
      index: 2n,
      virtualIndex: 1n,
      machineHash: hash("b"),
      claimTransactionHash: null,
      commitmentProof: null,
      tournamentAddress: null,
    });
    expect(read.status).toBe(wire.epoch.status);
    if (dialect === "N") {
      expect(read).toMatchObject({
        txBufferDataBlock: hash("f"),
        txBufferProof: [hash("1"), hash("2")],
        stagedAtBlock: null,
        iflagsYDataBlock: null,
      });
      expect(read).not.toHaveProperty("outputsMerkleRoot");
    } else {
      expect(read.outputsMerkleRoot).toBe(hash("c"));
      expect(read).not.toHaveProperty("txBufferDataBlock");
    }
    if (dialect === "R") expect(read.outputsMerkleProof).toStrictEqual([hash("d")]);
    else expect(read).not.toHaveProperty("outputsMerkleProof");
    if (dialect === "I") expect(read.stagedAtBlock).toBe(30n);
    answer = page(wire.epoch);
    expect((await listEpochs(node, { application })).data[0]).toStrictEqual(read);
  });

  test("an input reads with its EvmAdvance from raw_data, whether decoded_data is there, null or missing", async () => {
    answer = data(wire.input);
    const read = await getInput(node, { application, inputIndex: 3n });
    expect(read).toMatchObject({
      index: 3n,
      status: wire.input.status,
      decodedData: {
        chainId: 31337n,
        sender: address,
        prevRandao: 2n ** 200n,
        index: 3n,
        payload: "0xcafe",
      },
    });
    if (dialect === "R") {
      expect(read.transactionReference).toBe(wire.input.transaction_reference);
      expect(read.outputsHash).toBe(hash("c"));
      expect(read).not.toHaveProperty("transactionHash");
    } else {
      expect(read).toMatchObject({ transactionHash: hash("e") });
      expect(read).not.toHaveProperty("transactionReference");
    }
    if (dialect === "N")
      expect(read).toMatchObject({ txBufferDataBlock: hash("f"), exceptionData: null });
    answer = page(wire.input);
    expect((await listInputs(node, { application })).data[0]).toStrictEqual(read);
  });

  test("a malformed value in a field of this version is named", async () => {
    const corrupt = async (
      read: () => Promise<unknown>,
      entity: Record<string, unknown>,
      key: string,
      value: unknown,
      field: string,
    ) => {
      answer = data({ ...entity, [key]: value });
      const error = await read().catch((e: InvalidFieldError) => e);
      expect(error, field).toBeInstanceOf(InvalidFieldError);
      expect((error as InvalidFieldError).field).toBe(field);
    };
    const app = () => getApplication(node, { application });
    const epoch = () => getEpoch(node, { application, epochIndex: 2n });
    const input = () => getInput(node, { application, inputIndex: 3n });
    if (dialect === "R") {
      await corrupt(app, wire.application, "state", 1, "application.state");
      await corrupt(
        epoch,
        wire.epoch,
        "outputs_merkle_proof",
        [1],
        "epoch.outputs_merkle_proof[0]",
      );
      await corrupt(
        input,
        wire.input,
        "transaction_reference",
        "0x1",
        "input.transaction_reference",
      );
    }
    if (dialect === "I") {
      await corrupt(app, wire.application, "enabled", "yes", "application.enabled");
      await corrupt(epoch, wire.epoch, "staged_at_block", "30", "epoch.staged_at_block");
      await corrupt(
        input,
        wire.input,
        "transaction_hash",
        hash("e").slice(0, 10),
        "input.transaction_hash",
      );
    }
    if (dialect === "N") {
      await corrupt(
        app,
        wire.application,
        "withdrawal_config",
        { ...(wire.application.withdrawal_config as object), guardian: "0x12" },
        "application.withdrawal_config.guardian",
      );
      await corrupt(
        epoch,
        wire.epoch,
        "tx_buffer_data_block",
        "0xff",
        "epoch.tx_buffer_data_block",
      );
      await corrupt(input, wire.input, "exception_data", "0xabc", "input.exception_data");
    }
    // Every version: a bad address, a hash of the wrong length, a non-hex index, a non-string enum.
    await corrupt(
      app,
      wire.application,
      "iapplication_address",
      "0x1234",
      "application.iapplication_address",
    );
    await corrupt(epoch, wire.epoch, "machine_hash", hash("b").slice(0, 40), "epoch.machine_hash");
    await corrupt(input, wire.input, "index", "3", "input.index");
    await corrupt(epoch, wire.epoch, "status", null, "epoch.status");
  });
});

describe("an application with neither state nor status", () => {
  test("is refused, naming status", async () => {
    answer = data(recorded.N.application);
    const { status: _, ...withoutStatus } = recorded.N.application;
    answer = data(withoutStatus);
    await expect(getApplication(node, { application })).rejects.toMatchObject({
      name: "InvalidFieldError",
      field: "application.status",
    });
  });
});

describe("outputs", () => {
  test("are read from raw_data, whatever decoded_data says or leaves out", async () => {
    const rawData = encodeFunctionData({
      abi: outputsAbi,
      functionName: "Voucher",
      args: [address, 5n, "0x01"],
    });
    const output = {
      epoch_index: "0x2",
      input_index: "0x3",
      index: "0x0",
      raw_data: rawData,
      hash: null,
      output_hashes_siblings: null,
      created_at: at,
      updated_at: at,
    };
    const expected = { type: "voucher", destination: address, value: 5n, payload: "0x01" };
    for (const decoded of [
      { decoded_data: { type: "Voucher", destination: address, value: "0x5", payload: "0x01" } },
      { decoded_data: { type: "0x237a816f", destination: address, value: "0x5", payload: "0x01" } },
      {},
    ]) {
      answer = data({ ...output, ...decoded });
      const read = await getOutput(node, { application, outputIndex: 0n });
      expect(read.decodedData).toStrictEqual(expected);
      expect(read.executionTransactionHash).toBeNull();
    }
  });
});

describe("errors, as each version answers them", () => {
  const fails = async (error: Answer["error"] | string, status?: number) => {
    answer = () => (typeof error === "string" ? error : { error, status });
    return getInput(node, { application, inputIndex: 7n }).catch((e) => e);
  };

  test("-32001 with a message naming the application, and -31002: ApplicationNotFoundError", async () => {
    for (const error of [
      { code: -32001, message: "Application not found" },
      { code: -31002, message: "application not found" },
    ]) {
      const thrown = await fails(error);
      expect(thrown).toBeInstanceOf(ApplicationNotFoundError);
      expect(thrown.code).toBe(error.code);
      expect(thrown.details).toBe(error.message);
    }
  });

  test("-32001 for the item, and -31001: ResourceNotFoundError naming what is missing", async () => {
    for (const error of [
      { code: -32001, message: "Input not found" },
      { code: -31001, message: "resource not found" },
    ]) {
      const thrown = await fails(error);
      expect(thrown).toBeInstanceOf(ResourceNotFoundError);
      expect(thrown).not.toBeInstanceOf(ApplicationNotFoundError);
      expect(thrown.shortMessage).toBe("The node has no input 7 of application echo.");
    }
  });

  test("-32001 from a method that names no item can only mean the application", async () => {
    answer = () => ({ error: { code: -32001, message: "not found" } });
    await expect(listInputs(node, { application })).rejects.toBeInstanceOf(
      ApplicationNotFoundError,
    );
  });

  test("the limit codes of newer nodes: LimitExceededError with the code", async () => {
    for (const code of [-31003, -31004, -32040, -32070]) {
      const thrown = await fails({ code, message: "limit" });
      expect(thrown).toBeInstanceOf(LimitExceededError);
      expect(thrown.code).toBe(code);
    }
  });

  test("a plain-text 4xx is a transport error, with the body", async () => {
    const thrown = await fails("Invalid JSON in request body");
    expect(thrown).toBeInstanceOf(HttpRequestError);
    expect(thrown.status).toBe(400);
  });

  test("getNodeInfo falls back to the two older methods where the node answers -32601", async () => {
    answer = (method) =>
      method === "cartesi_getNodeInfo"
        ? { error: { code: -32601, message: "Method not found" } }
        : { result: { data: method === "cartesi_getChainId" ? "0x7a69" : "2.0.0-alpha.9" } };
    expect(await getNodeInfo(node)).toStrictEqual({ chainId: 31337, version: "2.0.0-alpha.9" });
    answer = data({ chain_id: "0x1", version: "2.0.0-alpha.14", default_block: "FINALIZED" });
    expect(await getNodeInfo(node)).toStrictEqual({
      chainId: 1,
      version: "2.0.0-alpha.14",
      defaultBlock: "FINALIZED",
    });
    answer = data({ chain_id: 1, version: "2.0.0" });
    await expect(getNodeInfo(node)).rejects.toMatchObject({ field: "result.data.chain_id" });
  });
});
