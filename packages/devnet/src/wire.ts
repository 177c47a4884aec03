import type { WithdrawalConfig } from "@rollups-ts/chain";
import { getAddress, type Hex, toHex } from "viem";
import type { Dialect } from "./dialect.ts";
import type { DecodedOutput } from "./encoding.ts";
import type {
  ApplicationState,
  StoredEpoch,
  StoredInput,
  StoredOutput,
  StoredReport,
  StoredWithdrawal,
} from "./state.ts";

/** Unsigned integers go on the wire as `0x` hex without leading zeros. */
export const uint = (value: bigint | number): Hex => toHex(value);

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

/** Keys whose value is `undefined` are left out of the JSON, as the node leaves out what it cannot fill. */
const dropUndefined = <entity extends Record<string, unknown>>(value: entity): entity =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as entity;

/** A list of hashes, left out when empty, as the node sends proofs. */
const proof = (hashes: Hex[] | null) => (hashes && hashes.length > 0 ? hashes : undefined);

/** A v3 application's withdrawal configuration, its three counts in hex; `null` for a v2 one. */
function withdrawalConfigJson(config: WithdrawalConfig | undefined) {
  if (!config) return null;
  return {
    guardian: getAddress(config.guardian),
    log2_leaves_per_account: uint(config.log2LeavesPerAccount),
    log2_max_num_of_accounts: uint(config.log2MaxNumOfAccounts),
    accounts_drive_start_index: uint(config.accountsDriveStartIndex),
    withdrawal_output_builder: getAddress(config.withdrawalOutputBuilder),
  };
}

export function applicationJson(state: ApplicationState, dialect: Dialect) {
  const { config } = state;
  const checked = uint(state.lastCheckedBlock < 0n ? 0n : state.lastCheckedBlock);
  const olderThanN = dialect !== "N";
  return dropUndefined({
    name: config.name,
    iapplication_address: getAddress(config.address),
    iconsensus_address: getAddress(config.consensus),
    iinputbox_address: getAddress(config.inputBox),
    template_hash: config.templateHash,
    epoch_length: uint(config.epochLength),
    data_availability: olderThanN ? config.dataAvailability : undefined,
    consensus_type: "AUTHORITY",
    ...(dialect === "R"
      ? { state: "ENABLED" }
      : {
          enabled: true,
          status: state.failure === null ? "OK" : "FAILED",
          claim_staging_period: uint(config.claimStagingPeriod),
          withdrawal_config: withdrawalConfigJson(config.withdrawalConfig),
          last_foreclose_check_block: checked,
          last_accounts_drive_proved_check_block: checked,
          last_withdrawal_check_block: checked,
          foreclose_block: uint(state.foreclosure?.blockNumber ?? 0n),
          foreclose_transaction: state.foreclosure?.transactionHash ?? null,
          accounts_drive_proved_block: uint(state.driveRootProved?.blockNumber ?? 0n),
          accounts_drive_proved_transaction: state.driveRootProved?.transactionHash ?? null,
          accounts_drive_merkle_root: state.driveRootProved?.root ?? null,
        }),
    reason: state.failure,
    iinputbox_block: uint(config.deploymentBlock),
    last_input_check_block: checked,
    last_output_check_block: checked,
    last_epoch_check_block: checked,
    last_tournament_check_block: checked,
    processed_inputs: uint(state.processedInputs),
    created_at: state.createdAt,
    updated_at: state.updatedAt,
    execution_parameters: {
      ...executionParameters,
      created_at: state.createdAt,
      updated_at: state.createdAt,
    },
  });
}

/** An epoch; list calls leave its proofs out, as the node does. */
export function epochJson(epoch: StoredEpoch, dialect: Dialect, { list = false } = {}) {
  return dropUndefined({
    index: uint(epoch.index),
    first_block: uint(epoch.firstBlock),
    last_block: uint(epoch.lastBlock),
    input_index_lower_bound: uint(epoch.inputIndexLowerBound),
    input_index_upper_bound: uint(epoch.inputIndexUpperBound),
    machine_hash: epoch.machineHash,
    // N: the three leaves of the machine tree the claim proves (`MachineValidityProof`); the TX
    // buffer's first data block is the outputs Merkle root.
    ...(dialect === "N"
      ? {
          tx_buffer_data_block: epoch.stateProof?.txBufferProof.dataBlock ?? null,
          tx_buffer_proof: list
            ? undefined
            : proof(epoch.stateProof?.txBufferProof.siblings ?? null),
          iflags_y_data_block: epoch.stateProof?.iflagsYProof.dataBlock ?? null,
          iflags_y_proof: list ? undefined : proof(epoch.stateProof?.iflagsYProof.siblings ?? null),
          htif_tohost_data_block: epoch.stateProof?.htifTohostProof.dataBlock ?? null,
          htif_tohost_proof: list
            ? undefined
            : proof(epoch.stateProof?.htifTohostProof.siblings ?? null),
        }
      : {
          outputs_merkle_root: epoch.outputsMerkleRoot,
          outputs_merkle_proof: list ? undefined : proof(epoch.outputsMerkleProof),
        }),
    ...(dialect === "R"
      ? {}
      : { staged_at_block: epoch.stagedAtBlock === null ? null : uint(epoch.stagedAtBlock) }),
    claim_transaction_hash: epoch.claimTransactionHash,
    commitment: null,
    tournament_address: null,
    status: epoch.status,
    virtual_index: uint(epoch.virtualIndex),
    created_at: epoch.createdAt,
    updated_at: epoch.updatedAt,
  });
}

export function inputJson(input: StoredInput, dialect: Dialect) {
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
    ...(dialect === "R"
      ? { transaction_reference: input.transactionReference }
      : { transaction_hash: input.transactionHash, log_index: uint(input.logIndex) }),
    ...(dialect === "N"
      ? {
          // The TX buffer's first data block after the input: the outputs Merkle root.
          tx_buffer_data_block: input.outputsHash,
          exception_data: input.exceptionData,
        }
      : { outputs_hash: input.outputsHash }),
    created_at: input.createdAt,
    updated_at: input.updatedAt,
  };
}

/** The node writes `type` as the `Outputs` function's name (its OpenRPC document says the selector). */
function decodedOutputJson(output: DecodedOutput) {
  switch (output.type) {
    case "notice":
      return { type: "Notice", payload: output.payload };
    case "voucher":
      return {
        type: "Voucher",
        destination: output.destination,
        value: uint(output.value),
        payload: output.payload,
      };
    case "delegateCallVoucher":
      return {
        type: "DelegateCallVoucher",
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

/** A withdrawal read from the application's `Withdrawal` event; the account and the output as raw bytes. */
export function withdrawalJson(withdrawal: StoredWithdrawal) {
  return {
    account_index: uint(withdrawal.accountIndex),
    account: withdrawal.account,
    output: withdrawal.output,
    block_number: uint(withdrawal.blockNumber),
    transaction_hash: withdrawal.transactionHash,
    log_index: uint(withdrawal.logIndex),
    created_at: withdrawal.createdAt,
    updated_at: withdrawal.updatedAt,
  };
}
