import type { Dialect } from "./dialect.ts";
import { methodErrorsOf } from "./errors.ts";
import type { MethodSpec } from "./methods.ts";
import { type ParamKind, paramsOf } from "./params.ts";
import { dialectEpochStatuses, dialectInputStatuses } from "./statuses.ts";
import { patterns } from "./validators.ts";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const nullable = (name: string) => ({ oneOf: [ref(name), { type: "null" }] });
const nullableList = (name: string) => ({
  oneOf: [{ type: "array", items: ref(name) }, { type: "null" }],
});

const paramSchemas = (dialect: Dialect): Record<ParamKind, object> => ({
  application: { oneOf: [ref("ApplicationName"), ref("Address")] },
  index: ref("Uint64"),
  epochStatus:
    dialect === "N"
      ? { oneOf: [ref("EpochStatus"), { type: "array", items: ref("EpochStatus"), minItems: 1 }] }
      : ref("EpochStatus"),
  address: ref("Address"),
  selector:
    dialect === "N"
      ? {
          oneOf: [
            ref("FunctionSelector"),
            { type: "array", items: ref("FunctionSelector"), minItems: 1 },
          ],
        }
      : ref("FunctionSelector"),
  limit: { type: "integer", minimum: 0 },
  offset: { type: "integer", minimum: 0 },
  descending: { type: "boolean" },
  hash: ref("Hash"),
  // R decodes a commitment's hex digits without `0x`.
  commitment: dialect === "R" ? { type: "string", pattern: "^([0-9a-fA-F]{2})*$" } : ref("Hash"),
  bound: ref("Uint64"),
  flag: { type: "boolean" },
});

const object = (properties: Record<string, object>, optional: readonly string[] = []) => ({
  type: "object",
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});

const timestamps = {
  created_at: { type: "string", format: "date-time" },
  updated_at: { type: "string", format: "date-time" },
};

/** The result schemas of one dialect: keys only some dialects send are in those only. */
const schemasOf = (dialect: Dialect) => ({
  Uint64: { type: "string", pattern: patterns.uint64.source },
  Uint256: { type: "string", pattern: patterns.uint256.source },
  Address: { type: "string", pattern: patterns.address.source },
  Hash: { type: "string", pattern: patterns.hash.source },
  Bytes: { type: "string", pattern: patterns.bytes.source },
  FunctionSelector: { type: "string", pattern: patterns.selector.source },
  ApplicationName: { type: "string", pattern: patterns.applicationName.source },
  EpochStatus: { type: "string", enum: dialectEpochStatuses[dialect] },
  InputCompletionStatus: { type: "string", enum: dialectInputStatuses[dialect] },
  Pagination: object({
    total_count: { type: "integer" },
    limit: { type: "integer" },
    offset: { type: "integer" },
  }),
  ExecutionParameters: object({
    snapshot_policy: { type: "string", enum: ["NONE", "EVERY_INPUT", "EVERY_EPOCH"] },
    advance_inc_cycles: ref("Uint64"),
    advance_max_cycles: ref("Uint64"),
    inspect_inc_cycles: ref("Uint64"),
    inspect_max_cycles: ref("Uint64"),
    advance_inc_deadline: ref("Uint64"),
    advance_max_deadline: ref("Uint64"),
    inspect_inc_deadline: ref("Uint64"),
    inspect_max_deadline: ref("Uint64"),
    load_deadline: ref("Uint64"),
    store_deadline: ref("Uint64"),
    fast_deadline: ref("Uint64"),
    max_concurrent_inspects: { type: "integer" },
    ...timestamps,
  }),
  Application: object(
    {
      name: ref("ApplicationName"),
      iapplication_address: ref("Address"),
      iconsensus_address: ref("Address"),
      iinputbox_address: ref("Address"),
      template_hash: ref("Hash"),
      epoch_length: ref("Uint64"),
      ...(dialect === "N" ? {} : { data_availability: ref("Bytes") }),
      consensus_type: { type: "string", enum: ["AUTHORITY", "QUORUM", "PRT"] },
      ...(dialect === "R"
        ? { state: { type: "string", enum: ["ENABLED", "DISABLED", "INOPERABLE", "FAILED"] } }
        : {
            enabled: { type: "boolean" },
            status: {
              type: "string",
              enum: [
                "OK",
                "FAILED",
                "DIVERGED",
                "CORRUPTED",
                ...(dialect === "N"
                  ? [
                      "GUEST_EXCEPTION",
                      "MACHINE_HALTED",
                      "MCYCLE_OVERFLOW",
                      "UNEXPECTED_YIELD",
                      "INVALID_OUTPUTS_ROOT",
                    ]
                  : []),
              ],
            },
            claim_staging_period: ref("Uint64"),
            withdrawal_config: { oneOf: [{ type: "object" }, { type: "null" }] },
            last_foreclose_check_block: ref("Uint64"),
            last_accounts_drive_proved_check_block: ref("Uint64"),
            last_withdrawal_check_block: ref("Uint64"),
            foreclose_block: ref("Uint64"),
            accounts_drive_proved_block: ref("Uint64"),
            foreclose_transaction: nullable("Hash"),
            accounts_drive_proved_transaction: nullable("Hash"),
            accounts_drive_merkle_root: nullable("Hash"),
          }),
      reason: { oneOf: [{ type: "string" }, { type: "null" }] },
      iinputbox_block: ref("Uint64"),
      last_input_check_block: ref("Uint64"),
      last_output_check_block: ref("Uint64"),
      last_epoch_check_block: ref("Uint64"),
      last_tournament_check_block: ref("Uint64"),
      processed_inputs: ref("Uint64"),
      ...timestamps,
      execution_parameters: ref("ExecutionParameters"),
    },
    ["reason"],
  ),
  Epoch: object(
    {
      index: ref("Uint64"),
      first_block: ref("Uint64"),
      last_block: ref("Uint64"),
      input_index_lower_bound: ref("Uint64"),
      input_index_upper_bound: ref("Uint64"),
      machine_hash: nullable("Hash"),
      ...(dialect === "N"
        ? {
            tx_buffer_data_block: nullable("Hash"),
            tx_buffer_proof: nullableList("Hash"),
            iflags_y_data_block: nullable("Hash"),
            iflags_y_proof: nullableList("Hash"),
            htif_tohost_data_block: nullable("Hash"),
            htif_tohost_proof: nullableList("Hash"),
          }
        : { outputs_merkle_root: nullable("Hash"), outputs_merkle_proof: nullableList("Hash") }),
      ...(dialect === "R" ? {} : { staged_at_block: nullable("Uint64") }),
      claim_transaction_hash: nullable("Hash"),
      commitment: nullable("Hash"),
      commitment_proof: nullableList("Hash"),
      tournament_address: nullable("Address"),
      status: ref("EpochStatus"),
      virtual_index: ref("Uint64"),
      ...timestamps,
    },
    [
      "machine_hash",
      "outputs_merkle_root",
      "outputs_merkle_proof",
      "tx_buffer_data_block",
      "tx_buffer_proof",
      "iflags_y_data_block",
      "iflags_y_proof",
      "htif_tohost_data_block",
      "htif_tohost_proof",
      "staged_at_block",
      "claim_transaction_hash",
      "commitment",
      "commitment_proof",
      "tournament_address",
    ],
  ),
  EvmAdvance: object({
    chain_id: ref("Uint64"),
    application_contract: ref("Address"),
    sender: ref("Address"),
    block_number: ref("Uint64"),
    block_timestamp: ref("Uint64"),
    prev_randao: ref("Uint256"),
    index: ref("Uint64"),
    payload: ref("Bytes"),
  }),
  Input: object(
    {
      epoch_index: ref("Uint64"),
      index: ref("Uint64"),
      block_number: ref("Uint64"),
      raw_data: ref("Bytes"),
      decoded_data: nullable("EvmAdvance"),
      status: ref("InputCompletionStatus"),
      machine_hash: nullable("Hash"),
      ...(dialect === "R"
        ? { transaction_reference: ref("Bytes") }
        : { transaction_hash: ref("Hash"), log_index: ref("Uint64") }),
      ...(dialect === "N"
        ? { tx_buffer_data_block: nullable("Hash"), exception_data: nullable("Bytes") }
        : { outputs_hash: nullable("Hash") }),
      ...timestamps,
    },
    ["decoded_data", "machine_hash", "outputs_hash", "tx_buffer_data_block", "exception_data"],
  ),
  Notice: object({ type: { const: "Notice" }, payload: ref("Bytes") }),
  Voucher: object({
    type: { const: "Voucher" },
    destination: ref("Address"),
    value: ref("Uint256"),
    payload: ref("Bytes"),
  }),
  DelegateCallVoucher: object({
    type: { const: "DelegateCallVoucher" },
    destination: ref("Address"),
    payload: ref("Bytes"),
  }),
  Output: object(
    {
      epoch_index: ref("Uint64"),
      input_index: ref("Uint64"),
      index: ref("Uint64"),
      raw_data: ref("Bytes"),
      decoded_data: {
        oneOf: [ref("Notice"), ref("Voucher"), ref("DelegateCallVoucher"), { type: "null" }],
      },
      hash: nullable("Hash"),
      output_hashes_siblings: nullableList("Hash"),
      execution_transaction_hash: nullable("Hash"),
      ...timestamps,
    },
    ["decoded_data", "hash", "output_hashes_siblings", "execution_transaction_hash"],
  ),
  Report: object({
    epoch_index: ref("Uint64"),
    input_index: ref("Uint64"),
    index: ref("Uint64"),
    raw_data: ref("Bytes"),
    ...timestamps,
  }),
  Withdrawal: object({
    account_index: ref("Uint64"),
    account: ref("Bytes"),
    output: ref("Bytes"),
    block_number: ref("Uint64"),
    transaction_hash: ref("Hash"),
    log_index: ref("Uint64"),
    ...timestamps,
  }),
  // The PRT (Dave) items, with the keys nodes before 2.0.0-alpha.12 send (newer ones add more).
  // The local node's applications use an Authority and have none of them.
  Tournament: object(
    {
      epoch_index: ref("Uint64"),
      address: ref("Address"),
      parent_tournament_address: nullable("Address"),
      parent_match_id_hash: nullable("Hash"),
      max_level: ref("Uint64"),
      level: ref("Uint64"),
      log2step: ref("Uint64"),
      height: ref("Uint64"),
      winner_commitment: nullable("Hash"),
      final_state_hash: nullable("Hash"),
      finished_at_block: ref("Uint64"),
      ...timestamps,
    },
    ["parent_tournament_address", "parent_match_id_hash", "winner_commitment", "final_state_hash"],
  ),
  Commitment: object({
    epoch_index: ref("Uint64"),
    tournament_address: ref("Address"),
    commitment: ref("Hash"),
    final_state_hash: ref("Hash"),
    submitter_address: ref("Address"),
    block_number: ref("Uint64"),
    tx_hash: ref("Hash"),
    ...timestamps,
  }),
  Match: object({
    epoch_index: ref("Uint64"),
    tournament_address: ref("Address"),
    id_hash: ref("Hash"),
    commitment_one: ref("Hash"),
    commitment_two: ref("Hash"),
    left_of_two: ref("Hash"),
    block_number: ref("Uint64"),
    tx_hash: ref("Hash"),
    winner_commitment: { type: "string", enum: ["NONE", "ONE", "TWO"] },
    deletion_reason: {
      type: "string",
      enum: ["STEP", "TIMEOUT", "CHILD_TOURNAMENT", "NOT_DELETED"],
    },
    deletion_block_number: ref("Uint64"),
    deletion_tx_hash: ref("Hash"),
    ...timestamps,
  }),
  MatchAdvanced: object({
    epoch_index: ref("Uint64"),
    tournament_address: ref("Address"),
    id_hash: ref("Hash"),
    other_parent: ref("Hash"),
    left_node: ref("Hash"),
    block_number: ref("Uint64"),
    tx_hash: ref("Hash"),
    ...timestamps,
  }),
  ...Object.fromEntries(
    [
      "Application",
      "Epoch",
      "Input",
      "Output",
      "Report",
      "Withdrawal",
      "Tournament",
      "Commitment",
      "Match",
      "MatchAdvanced",
    ].flatMap((name) => [
      [`${name}Result`, object({ data: ref(name) })],
      [
        `${name}List`,
        object({ data: { type: "array", items: ref(name) }, pagination: ref("Pagination") }),
      ],
    ]),
  ),
  UintResult: object({ data: ref("Uint64") }),
  StringResult: object({ data: { type: "string" } }),
  NodeInfoResult: object({
    data: object({
      chain_id: ref("Uint64"),
      version: { type: "string" },
      default_block: { type: "string", enum: ["FINALIZED", "SAFE", "LATEST", "PENDING"] },
    }),
  }),
});

/** The OpenRPC document `rpc.discover` answers, built from the same method table the node serves. */
export function openRpcDocument(methods: readonly MethodSpec[], version: string, dialect: Dialect) {
  const params = paramSchemas(dialect);
  const errors = methodErrorsOf(dialect);
  return {
    openrpc: "1.3.2",
    info: {
      title: "Cartesi Rollups node JSON-RPC API (local node)",
      version,
      description: "Read-only access to the inputs, outputs, reports and epochs of applications.",
    },
    servers: [{ name: "local", url: "http://127.0.0.1:6751/rpc" }],
    methods: methods.map((method) => ({
      name: method.name,
      summary: method.summary,
      paramStructure: "either",
      params: paramsOf(method, dialect).map((param) => ({
        name: param.name,
        description: param.description,
        required: param.required,
        schema: params[param.kind],
      })),
      result: { name: "result", schema: ref(method.result) },
      errors,
    })),
    components: { schemas: schemasOf(dialect) },
  };
}
