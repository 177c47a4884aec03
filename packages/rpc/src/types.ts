/** A `0x`-prefixed hex string, as the node writes bytes, hashes and integers. */
export type Hex = `0x${string}`;

/** A 20-byte address in hex; the node writes it checksummed and accepts either case. */
export type Address = Hex;

/** A 32-byte hash in hex. */
export type Hash = Hex;

/** An unsigned integer in hex (uint64 unless stated otherwise), e.g. `"0x1f"`. */
export type Quantity = Hex;

/** An RFC 3339 date and time, e.g. `"2025-01-31T12:00:00Z"`. */
export type Timestamp = string;

/**
 * A value of an enum the node may extend: the known values, or any other string a newer node
 * sends. Compare with the known values; never treat the list as exhaustive.
 */
export type OpenEnum<known extends string> = known | (string & {});

/**
 * The states an epoch goes through, in order; its outputs can be executed once `CLAIM_ACCEPTED`.
 * `CLAIM_STAGED` (after `CLAIM_SUBMITTED`) and `CLAIM_FORECLOSED` come from node 2.0.0-alpha.12 on.
 */
export const epochStatuses = [
  "OPEN",
  "CLOSED",
  "INPUTS_PROCESSED",
  "CLAIM_COMPUTED",
  "CLAIM_SUBMITTED",
  "CLAIM_STAGED",
  "CLAIM_ACCEPTED",
  "CLAIM_REJECTED",
  "CLAIM_FORECLOSED",
] as const;

/** The state of an epoch: one of {@link epochStatuses}, or a value a newer node adds. */
export type EpochStatus = OpenEnum<(typeof epochStatuses)[number]>;

/**
 * The result of processing an input; `NONE` means not processed yet. Nodes up to 2.0.0-alpha.12
 * send the `*_LIMIT_EXCEEDED` values (`REPORTS_LIMIT_EXCEEDED` from alpha.12); alpha.13 replaces
 * them with `OVERFLOW`, `UNEXPECTED_YIELD` and `INVALID_OUTPUTS_ROOT`.
 */
export type InputCompletionStatus = OpenEnum<
  | "NONE"
  | "ACCEPTED"
  | "REJECTED"
  | "EXCEPTION"
  | "MACHINE_HALTED"
  | "OUTPUTS_LIMIT_EXCEEDED"
  | "CYCLE_LIMIT_EXCEEDED"
  | "TIME_LIMIT_EXCEEDED"
  | "PAYLOAD_LENGTH_LIMIT_EXCEEDED"
  | "REPORTS_LIMIT_EXCEEDED"
  | "OVERFLOW"
  | "UNEXPECTED_YIELD"
  | "INVALID_OUTPUTS_ROOT"
>;

/** Whether the node runs an application, as nodes up to 2.0.0-alpha.11 say it (`FAILED` from alpha.11). */
export type ApplicationState = OpenEnum<"ENABLED" | "DISABLED" | "INOPERABLE" | "FAILED">;

/**
 * The health of an application, from node 2.0.0-alpha.12 on (with `enabled`, it replaces `state`).
 * `FAILED` is recoverable; the others but `OK` are terminal. The execution statuses come with alpha.13.
 */
export type ApplicationStatus = OpenEnum<
  | "OK"
  | "FAILED"
  | "DIVERGED"
  | "CORRUPTED"
  | "GUEST_EXCEPTION"
  | "MACHINE_HALTED"
  | "MCYCLE_OVERFLOW"
  | "UNEXPECTED_YIELD"
  | "INVALID_OUTPUTS_ROOT"
>;

/** How an application's claims are settled on the base layer. */
export type ConsensusType = OpenEnum<"AUTHORITY" | "QUORUM" | "PRT">;

/** When the node snapshots an application's machine. */
export type SnapshotPolicy = OpenEnum<"NONE" | "EVERY_INPUT" | "EVERY_EPOCH">;

/** The block the node reads the base layer at (node 2.0.0-alpha.13 on, from `cartesi_getNodeInfo`). */
export type DefaultBlock = OpenEnum<"FINALIZED" | "SAFE" | "LATEST" | "PENDING">;

/** The function selector of the `Outputs` interface that encodes an output: notice, voucher or delegate-call voucher. */
export type OutputType = "0xc258d6e5" | "0x237a816f" | "0x10321e8b";

/** Limits and deadlines the node applies to an application's machine. */
export type ExecutionParameters = {
  snapshot_policy: SnapshotPolicy;
  advance_inc_cycles: Quantity;
  advance_max_cycles: Quantity;
  inspect_inc_cycles: Quantity;
  inspect_max_cycles: Quantity;
  /** Nanoseconds. */
  advance_inc_deadline: Quantity;
  /** Nanoseconds. */
  advance_max_deadline: Quantity;
  /** Nanoseconds. */
  inspect_inc_deadline: Quantity;
  /** Nanoseconds. */
  inspect_max_deadline: Quantity;
  /** Nanoseconds. */
  load_deadline: Quantity;
  /** Nanoseconds. */
  store_deadline: Quantity;
  /** Nanoseconds. */
  fast_deadline: Quantity;
  max_concurrent_inspects: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** How an application's withdrawals are proved (node 2.0.0-alpha.12 on). */
export type WithdrawalConfig = {
  guardian: Address;
  log2_leaves_per_account: Quantity;
  log2_max_num_of_accounts: Quantity;
  accounts_drive_start_index: Quantity;
  withdrawal_output_builder: Address;
};

/**
 * An application the node follows. Keys that only some node versions send are optional: see
 * the compatibility section of the docs (`/rpc#node-versions`).
 */
export type Application = {
  name: string;
  iapplication_address: Address;
  iconsensus_address: Address;
  iinputbox_address: Address;
  template_hash: Hash;
  epoch_length: Quantity;
  consensus_type: ConsensusType;
  iinputbox_block: Quantity;
  last_input_check_block: Quantity;
  last_output_check_block: Quantity;
  processed_inputs: Quantity;
  execution_parameters: ExecutionParameters;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Why the application is in its state or status; `null` while all is well. */
  reason?: string | null;
  last_epoch_check_block?: Quantity;
  last_tournament_check_block?: Quantity;
  /** Up to 2.0.0-alpha.12. */
  data_availability?: Hex;
  /** Up to 2.0.0-alpha.11; later nodes send `enabled` and `status`. */
  state?: ApplicationState;
  /** Whether the operator runs the application (2.0.0-alpha.12 on). */
  enabled?: boolean;
  /** The application's health (2.0.0-alpha.12 on). */
  status?: ApplicationStatus;
  /** 2.0.0-alpha.12 on. */
  claim_staging_period?: Quantity;
  /** 2.0.0-alpha.12 on. */
  withdrawal_config?: WithdrawalConfig | null;
  /** 2.0.0-alpha.12 on. */
  last_foreclose_check_block?: Quantity;
  /** 2.0.0-alpha.12 on. */
  last_accounts_drive_proved_check_block?: Quantity;
  /** 2.0.0-alpha.12 on. */
  last_withdrawal_check_block?: Quantity;
  /** 2.0.0-alpha.12 on; `0x0` while not foreclosed. */
  foreclose_block?: Quantity;
  /** 2.0.0-alpha.12 on; `0x0` while not proved. */
  accounts_drive_proved_block?: Quantity;
  /** 2.0.0-alpha.12 on. */
  foreclose_transaction?: Hash | null;
  /** 2.0.0-alpha.12 on. */
  accounts_drive_proved_transaction?: Hash | null;
  /** 2.0.0-alpha.12 on. */
  accounts_drive_merkle_root?: Hash | null;
};

/** A range of base-layer blocks whose inputs the node processes and claims together. */
export type Epoch = {
  index: Quantity;
  first_block: Quantity;
  last_block: Quantity;
  input_index_lower_bound: Quantity;
  input_index_upper_bound: Quantity;
  status: EpochStatus;
  virtual_index: Quantity;
  created_at: Timestamp;
  updated_at: Timestamp;
  machine_hash?: Hash | null;
  claim_transaction_hash?: Hash | null;
  /** PRT applications. */
  commitment?: Hash | null;
  /** PRT applications; left out when empty. */
  commitment_proof?: Hash[] | null;
  /** PRT applications. */
  tournament_address?: Address | null;
  /** Up to 2.0.0-alpha.12: the root of the application's outputs tree after the epoch. */
  outputs_merkle_root?: Hash | null;
  /** Up to 2.0.0-alpha.12; left out when empty and by list calls. */
  outputs_merkle_proof?: Hash[] | null;
  /** 2.0.0-alpha.12 on. */
  staged_at_block?: Quantity | null;
  /**
   * 2.0.0-alpha.13 on, in place of `outputs_merkle_root`: the first data block of the machine's TX
   * buffer after the epoch, where the machine leaves the root of the outputs tree.
   */
  tx_buffer_data_block?: Hash | null;
  /**
   * 2.0.0-alpha.13 on; left out when empty. The data block's siblings in the machine's memory tree
   * (up to the machine hash), not in the outputs tree.
   */
  tx_buffer_proof?: Hash[] | null;
  /** 2.0.0-alpha.13 on. */
  iflags_y_data_block?: Hash | null;
  /** 2.0.0-alpha.13 on; left out when empty. */
  iflags_y_proof?: Hash[] | null;
  /** 2.0.0-alpha.13 on. */
  htif_tohost_data_block?: Hash | null;
  /** 2.0.0-alpha.13 on; left out when empty. */
  htif_tohost_proof?: Hash[] | null;
};

/** The `EvmAdvance` call the InputBox emitted for an input, decoded. */
export type EvmAdvance = {
  chain_id: Quantity;
  application_contract: Address;
  sender: Address;
  block_number: Quantity;
  block_timestamp: Quantity;
  /** A 256-bit value: it can exceed 16 hex digits. */
  prev_randao: Quantity;
  index: Quantity;
  payload: Hex;
};

/** An input sent to an application through the InputBox. */
export type Input = {
  epoch_index: Quantity;
  index: Quantity;
  block_number: Quantity;
  /** The ABI-encoded `EvmAdvance` call. */
  raw_data: Hex;
  status: InputCompletionStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** `raw_data` decoded; left out (or `null`) when the node could not decode it. */
  decoded_data?: EvmAdvance | null;
  machine_hash?: Hash | null;
  /** Up to 2.0.0-alpha.11: the input's index among the application's inputs, as 32 bytes (not a transaction hash). */
  transaction_reference?: Hex;
  /** 2.0.0-alpha.12 on: the hash of the transaction that added the input. */
  transaction_hash?: Hash;
  /** 2.0.0-alpha.12 on: the index of the `InputAdded` log in its block. */
  log_index?: Quantity;
  /** Up to 2.0.0-alpha.12: the outputs root after the input. */
  outputs_hash?: Hash | null;
  /**
   * 2.0.0-alpha.13 on, in place of `outputs_hash`: the first data block of the machine's TX buffer
   * after the input, where the machine leaves the root of the outputs tree.
   */
  tx_buffer_data_block?: Hash | null;
  /** 2.0.0-alpha.13 on: what the application gave as the exception, when `status` is `EXCEPTION`. */
  exception_data?: Hex | null;
};

/** A notice: data the application asserts, provable on the base layer. */
export type Notice = {
  /** The function name; the node's OpenRPC document says the selector, so both are typed. */
  type: "Notice" | "0xc258d6e5";
  payload: Hex;
};

/** A voucher: a call the application asks the base layer to make. */
export type Voucher = {
  type: "Voucher" | "0x237a816f";
  destination: Address;
  /** Wei, a uint256. */
  value: Quantity;
  payload: Hex;
};

/** A delegate-call voucher: a `delegatecall` the application asks the base layer to make. */
export type DelegateCallVoucher = {
  type: "DelegateCallVoucher" | "0x10321e8b";
  destination: Address;
  payload: Hex;
};

/** An output, decoded by its `type`. */
export type DecodedOutput = Notice | Voucher | DelegateCallVoucher;

/** An output (notice or voucher) an input produced: a report's keys, `raw_data` the ABI-encoded output. */
export type Output = Report & {
  /** `raw_data` decoded; left out when the node could not decode it. */
  decoded_data?: DecodedOutput | null;
  hash?: Hash | null;
  /** The proof, present once the epoch's claim is computed. */
  output_hashes_siblings?: Hash[] | null;
  execution_transaction_hash?: Hash | null;
};

/** A report an input produced: data without proof. */
export type Report = {
  epoch_index: Quantity;
  input_index: Quantity;
  index: Quantity;
  raw_data: Hex;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Where a page of a list sits in the whole list. */
export type Pagination = {
  total_count: number;
  limit: number;
  offset: number;
};

/**
 * A withdrawal from a foreclosed application that the node saw executed on the base layer (node
 * 2.0.0-alpha.12 on): the `Withdrawal` event of `Application.withdraw`.
 */
export type Withdrawal = {
  /** The account's index in the accounts drive. */
  account_index: Quantity;
  /** The account as the application's accounts drive holds it; its layout is the application's. */
  account: Hex;
  /** The output the application's withdrawal output builder made for the account, and executed. */
  output: Hex;
  block_number: Quantity;
  transaction_hash: Hash;
  /** The index of the `Withdrawal` log in its block. */
  log_index: Quantity;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** What `cartesi_getNodeInfo` answers (node 2.0.0-alpha.13 on). */
export type NodeInfo = {
  chain_id: Quantity;
  /** A semantic version, e.g. `2.0.0-alpha.13`. */
  version: string;
  default_block?: DefaultBlock;
};
