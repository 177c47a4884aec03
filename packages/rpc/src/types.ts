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

/** Every state an epoch goes through, in order; its outputs can be executed once `CLAIM_ACCEPTED`. */
export const epochStatuses = [
  "OPEN",
  "CLOSED",
  "INPUTS_PROCESSED",
  "CLAIM_COMPUTED",
  "CLAIM_SUBMITTED",
  "CLAIM_ACCEPTED",
  "CLAIM_REJECTED",
] as const;

/** The state of an epoch. */
export type EpochStatus = (typeof epochStatuses)[number];

/** The result of processing an input; `NONE` means not processed yet. */
export type InputCompletionStatus =
  | "NONE"
  | "ACCEPTED"
  | "REJECTED"
  | "EXCEPTION"
  | "MACHINE_HALTED"
  | "OUTPUTS_LIMIT_EXCEEDED"
  | "CYCLE_LIMIT_EXCEEDED"
  | "TIME_LIMIT_EXCEEDED"
  | "PAYLOAD_LENGTH_LIMIT_EXCEEDED";

/** Whether the node runs an application. */
export type ApplicationState = "ENABLED" | "DISABLED" | "INOPERABLE";

/** How an application's claims are settled on the base layer (`PRT` on newer nodes). */
export type ConsensusType = "AUTHORITY" | "QUORUM" | "PRT";

/** When the node snapshots an application's machine. */
export type SnapshotPolicy = "NONE" | "EVERY_INPUT" | "EVERY_EPOCH";

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

/** An application the node follows. */
export type Application = {
  name: string;
  iapplication_address: Address;
  iconsensus_address: Address;
  iinputbox_address: Address;
  template_hash: Hash;
  epoch_length: Quantity;
  data_availability: Hex;
  consensus_type: ConsensusType;
  state: ApplicationState;
  /** Why the application is in its state, e.g. what made it inoperable. */
  reason: string;
  iinputbox_block: Quantity;
  last_input_check_block: Quantity;
  last_output_check_block: Quantity;
  processed_inputs: Quantity;
  execution_parameters: ExecutionParameters;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A range of base-layer blocks whose inputs the node processes and claims together. */
export type Epoch = {
  index: Quantity;
  first_block: Quantity;
  last_block: Quantity;
  input_index_lower_bound: Quantity;
  input_index_upper_bound: Quantity;
  machine_hash: Hash | null;
  outputs_merkle_root: Hash | null;
  outputs_merkle_proof: Hash[] | null;
  claim_transaction_hash: Hash | null;
  status: EpochStatus;
  virtual_index: Quantity;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Newer nodes (PRT) only. */
  commitment?: Hash | null;
  /** Newer nodes (PRT) only. */
  commitment_proof?: Hash[] | null;
  /** Newer nodes (PRT) only. */
  tournament_address?: Address | null;
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
  decoded_data: EvmAdvance | null;
  status: InputCompletionStatus;
  machine_hash: Hash | null;
  outputs_hash: Hash | null;
  transaction_reference: Hex;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A notice: data the application asserts, provable on the base layer. */
export type Notice = {
  type: "0xc258d6e5";
  payload: Hex;
};

/** A voucher: a call the application asks the base layer to make. */
export type Voucher = {
  type: "0x237a816f";
  destination: Address;
  /** Wei, a uint256. */
  value: Quantity;
  payload: Hex;
};

/** A delegate-call voucher: a `delegatecall` the application asks the base layer to make. */
export type DelegateCallVoucher = {
  type: "0x10321e8b";
  destination: Address;
  payload: Hex;
};

/** An output, decoded by its `type`. */
export type DecodedOutput = Notice | Voucher | DelegateCallVoucher;

/** An output (notice or voucher) an input produced. */
export type Output = {
  epoch_index: Quantity;
  input_index: Quantity;
  index: Quantity;
  /** The ABI-encoded output. */
  raw_data: Hex;
  decoded_data: DecodedOutput | null;
  hash: Hash | null;
  /** The proof, present once the epoch's claim is computed. */
  output_hashes_siblings: Hash[] | null;
  execution_transaction_hash: Hash | null;
  created_at: Timestamp;
  updated_at: Timestamp;
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
