import { getAddress, type Hex, toHex } from "viem";
import type {
  ApplicationState,
  DecodedOutput,
  StoredEpoch,
  StoredInput,
  StoredOutput,
  StoredReport,
} from "./state.ts";

/** Unsigned integers go on the wire as `0x` hex without leading zeros. */
export const uint = (value: bigint | number): Hex => toHex(value);

/** The `Outputs` interface selectors that tag each output type. */
export const outputSelectors = {
  notice: "0xc258d6e5",
  voucher: "0x237a816f",
  delegateCallVoucher: "0x10321e8b",
} as const;

// The real node's defaults; the local node runs no machine, so they are informative only.
const executionParameters = {
  snapshot_policy: "NONE",
  advance_inc_cycles: uint(1n << 22n),
  advance_max_cycles: uint((1n << 62n) - 1n),
  inspect_inc_cycles: uint(1n << 22n),
  inspect_max_cycles: uint((1n << 62n) - 1n),
  advance_inc_deadline: uint(10_000_000_000n),
  advance_max_deadline: uint(180_000_000_000n),
  inspect_inc_deadline: uint(10_000_000_000n),
  inspect_max_deadline: uint(180_000_000_000n),
  load_deadline: uint(300_000_000_000n),
  store_deadline: uint(180_000_000_000n),
  fast_deadline: uint(5_000_000_000n),
  max_concurrent_inspects: 10,
};

export function applicationJson(state: ApplicationState) {
  const { config } = state;
  return {
    name: config.name,
    iapplication_address: getAddress(config.address),
    iconsensus_address: getAddress(config.consensus),
    iinputbox_address: getAddress(config.inputBox),
    template_hash: config.templateHash,
    epoch_length: uint(config.epochLength),
    data_availability: config.dataAvailability,
    consensus_type: "AUTHORITY",
    state: "ENABLED",
    reason: "",
    iinputbox_block: uint(config.deploymentBlock),
    last_input_check_block: uint(state.lastCheckedBlock < 0n ? 0n : state.lastCheckedBlock),
    last_output_check_block: uint(state.lastCheckedBlock < 0n ? 0n : state.lastCheckedBlock),
    processed_inputs: uint(state.processedInputs),
    created_at: state.createdAt,
    updated_at: state.updatedAt,
    execution_parameters: {
      ...executionParameters,
      created_at: state.createdAt,
      updated_at: state.createdAt,
    },
  };
}

export function epochJson(epoch: StoredEpoch) {
  return {
    index: uint(epoch.index),
    first_block: uint(epoch.firstBlock),
    last_block: uint(epoch.lastBlock),
    input_index_lower_bound: uint(epoch.inputIndexLowerBound),
    input_index_upper_bound: uint(epoch.inputIndexUpperBound),
    machine_hash: epoch.machineHash,
    outputs_merkle_root: epoch.outputsMerkleRoot,
    outputs_merkle_proof: epoch.outputsMerkleProof,
    claim_transaction_hash: epoch.claimTransactionHash,
    status: epoch.status,
    virtual_index: uint(epoch.virtualIndex),
    created_at: epoch.createdAt,
    updated_at: epoch.updatedAt,
  };
}

export function inputJson(input: StoredInput) {
  const advance = input.decoded;
  return {
    epoch_index: uint(input.epochIndex),
    index: uint(input.index),
    block_number: uint(input.blockNumber),
    raw_data: input.rawData,
    decoded_data: {
      chain_id: uint(advance.chainId),
      application_contract: advance.application,
      sender: advance.sender,
      block_number: uint(advance.blockNumber),
      block_timestamp: uint(advance.blockTimestamp),
      prev_randao: uint(advance.prevRandao),
      index: uint(advance.index),
      payload: advance.payload,
    },
    status: input.status,
    machine_hash: input.machineHash,
    outputs_hash: input.outputsHash,
    transaction_reference: input.transactionReference,
    created_at: input.createdAt,
    updated_at: input.updatedAt,
  };
}

function decodedOutputJson(output: DecodedOutput) {
  switch (output.type) {
    case "notice":
      return { type: outputSelectors.notice, payload: output.payload };
    case "voucher":
      return {
        type: outputSelectors.voucher,
        destination: output.destination,
        value: uint(output.value),
        payload: output.payload,
      };
    case "delegateCallVoucher":
      return {
        type: outputSelectors.delegateCallVoucher,
        destination: output.destination,
        payload: output.payload,
      };
  }
}

export function outputJson(output: StoredOutput) {
  return {
    epoch_index: uint(output.epochIndex),
    input_index: uint(output.inputIndex),
    index: uint(output.index),
    raw_data: output.rawData,
    decoded_data: decodedOutputJson(output.decoded),
    hash: output.hash,
    output_hashes_siblings: output.siblings,
    execution_transaction_hash: output.executionTransactionHash,
    created_at: output.createdAt,
    updated_at: output.updatedAt,
  };
}

export function reportJson(report: StoredReport) {
  return {
    epoch_index: uint(report.epochIndex),
    input_index: uint(report.inputIndex),
    index: uint(report.index),
    raw_data: report.rawData,
    created_at: report.createdAt,
    updated_at: report.updatedAt,
  };
}
