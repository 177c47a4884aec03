import type * as Wire from "@cartesi/rpc";
import { type Address, decodeFunctionData, getAddress, type Hash, type Hex } from "viem";
import { inputsAbi, outputsAbi } from "../abi/generated.js";
import { InvalidFieldError } from "../errors/reads.js";
import type { Application, ExecutionParameters } from "../types/application.js";
import {
  applicationStates,
  consensusTypes,
  epochStatuses,
  inputCompletionStatuses,
  snapshotPolicies,
} from "../types/constants.js";
import type { Epoch } from "../types/epoch.js";
import type { EvmAdvance, Input } from "../types/input.js";
import type { Output } from "../types/output.js";
import type { Paginated, Pagination } from "../types/pagination.js";
import type { Report } from "../types/report.js";

// Strict readers of the node's wire values: each names the field it failed on and never coerces.

const uint64Pattern = /^0x[0-9a-fA-F]{1,16}$/;
const uint256Pattern = /^0x[0-9a-fA-F]{1,64}$/;
const addressPattern = /^0x[0-9a-fA-F]{40}$/;
const hashPattern = /^0x[0-9a-fA-F]{64}$/;
const bytesPattern = /^0x(?:[0-9a-fA-F]{2})*$/;
const rfc3339Pattern =
  /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

function fail(field: string, expected: string, value: unknown): never {
  throw new InvalidFieldError({ field, expected, value });
}

export function uint(value: unknown, field: string): bigint {
  if (typeof value !== "string" || !uint64Pattern.test(value))
    fail(field, "a 0x-prefixed hex uint64", value);
  return BigInt(value);
}

export function uint256(value: unknown, field: string): bigint {
  if (typeof value !== "string" || !uint256Pattern.test(value))
    fail(field, "a 0x-prefixed hex uint256", value);
  return BigInt(value);
}

export function address(value: unknown, field: string): Address {
  if (typeof value !== "string" || !addressPattern.test(value)) fail(field, "an address", value);
  return getAddress(value);
}

export function hash(value: unknown, field: string): Hash {
  if (typeof value !== "string" || !hashPattern.test(value))
    fail(field, "a 32-byte hex hash", value);
  return value as Hash;
}

export function bytes(value: unknown, field: string): Hex {
  if (typeof value !== "string" || !bytesPattern.test(value))
    fail(field, "0x-prefixed hex bytes", value);
  return value as Hex;
}

export function date(value: unknown, field: string): Date {
  if (typeof value !== "string" || !rfc3339Pattern.test(value))
    fail(field, "an RFC 3339 timestamp", value);
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) fail(field, "an RFC 3339 timestamp", value);
  return parsed;
}

function string(value: unknown, field: string): string {
  if (typeof value !== "string") fail(field, "a string", value);
  return value;
}

function count(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
    fail(field, "a non-negative integer", value);
  return value;
}

function oneOf<const values extends readonly string[]>(
  value: unknown,
  field: string,
  values: values,
): values[number] {
  if (typeof value !== "string" || !values.includes(value))
    fail(field, `one of ${values.join(", ")}`, value);
  return value;
}

function nullable<type>(
  read: (value: unknown, field: string) => type,
): (value: unknown, field: string) => type | null {
  return (value, field) => (value === null || value === undefined ? null : read(value, field));
}

function array<type>(value: unknown, field: string, read: (item: unknown, field: string) => type) {
  if (!Array.isArray(value)) fail(field, "an array", value);
  return value.map((item, i) => read(item, `${field}[${i}]`));
}

function object(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    fail(field, "an object", value);
  return value as Record<string, unknown>;
}

const nullableHash = nullable(hash);

const hashes = (value: unknown, field: string) => array(value, field, hash);

export function parseExecutionParameters(value: unknown, field: string): ExecutionParameters {
  const raw = object(value, field);
  const at = (key: string) => `${field}.${key}`;
  return {
    snapshotPolicy: oneOf(raw.snapshot_policy, at("snapshot_policy"), snapshotPolicies),
    advanceIncCycles: uint(raw.advance_inc_cycles, at("advance_inc_cycles")),
    advanceMaxCycles: uint(raw.advance_max_cycles, at("advance_max_cycles")),
    inspectIncCycles: uint(raw.inspect_inc_cycles, at("inspect_inc_cycles")),
    inspectMaxCycles: uint(raw.inspect_max_cycles, at("inspect_max_cycles")),
    advanceIncDeadline: uint(raw.advance_inc_deadline, at("advance_inc_deadline")),
    advanceMaxDeadline: uint(raw.advance_max_deadline, at("advance_max_deadline")),
    inspectIncDeadline: uint(raw.inspect_inc_deadline, at("inspect_inc_deadline")),
    inspectMaxDeadline: uint(raw.inspect_max_deadline, at("inspect_max_deadline")),
    loadDeadline: uint(raw.load_deadline, at("load_deadline")),
    storeDeadline: uint(raw.store_deadline, at("store_deadline")),
    fastDeadline: uint(raw.fast_deadline, at("fast_deadline")),
    maxConcurrentInspects: count(raw.max_concurrent_inspects, at("max_concurrent_inspects")),
    createdAt: date(raw.created_at, at("created_at")),
    updatedAt: date(raw.updated_at, at("updated_at")),
  };
}

export function parseApplication(value: unknown, field = "application"): Application {
  const raw = object(value, field) as Partial<Record<keyof Wire.Application, unknown>>;
  const at = (key: keyof Wire.Application) => `${field}.${key}`;
  return {
    name: string(raw.name, at("name")),
    applicationAddress: address(raw.iapplication_address, at("iapplication_address")),
    consensusAddress: address(raw.iconsensus_address, at("iconsensus_address")),
    inputBoxAddress: address(raw.iinputbox_address, at("iinputbox_address")),
    templateHash: hash(raw.template_hash, at("template_hash")),
    epochLength: uint(raw.epoch_length, at("epoch_length")),
    dataAvailability: bytes(raw.data_availability, at("data_availability")),
    consensusType: oneOf(raw.consensus_type, at("consensus_type"), consensusTypes),
    state: oneOf(raw.state, at("state"), applicationStates),
    reason: string(raw.reason ?? "", at("reason")),
    inputBoxBlock: uint(raw.iinputbox_block, at("iinputbox_block")),
    lastInputCheckBlock: uint(raw.last_input_check_block, at("last_input_check_block")),
    lastOutputCheckBlock: uint(raw.last_output_check_block, at("last_output_check_block")),
    processedInputs: uint(raw.processed_inputs, at("processed_inputs")),
    executionParameters: parseExecutionParameters(
      raw.execution_parameters,
      at("execution_parameters"),
    ),
    createdAt: date(raw.created_at, at("created_at")),
    updatedAt: date(raw.updated_at, at("updated_at")),
  };
}

export function parseEpoch(value: unknown, field = "epoch"): Epoch {
  const raw = object(value, field) as Partial<Record<keyof Wire.Epoch, unknown>>;
  const at = (key: keyof Wire.Epoch) => `${field}.${key}`;
  const epoch: Epoch = {
    index: uint(raw.index, at("index")),
    firstBlock: uint(raw.first_block, at("first_block")),
    lastBlock: uint(raw.last_block, at("last_block")),
    inputIndexLowerBound: uint(raw.input_index_lower_bound, at("input_index_lower_bound")),
    inputIndexUpperBound: uint(raw.input_index_upper_bound, at("input_index_upper_bound")),
    machineHash: nullableHash(raw.machine_hash, at("machine_hash")),
    outputsMerkleRoot: nullableHash(raw.outputs_merkle_root, at("outputs_merkle_root")),
    outputsMerkleProof: nullable(hashes)(raw.outputs_merkle_proof, at("outputs_merkle_proof")),
    claimTransactionHash: nullableHash(raw.claim_transaction_hash, at("claim_transaction_hash")),
    status: oneOf(raw.status, at("status"), epochStatuses),
    virtualIndex: uint(raw.virtual_index, at("virtual_index")),
    createdAt: date(raw.created_at, at("created_at")),
    updatedAt: date(raw.updated_at, at("updated_at")),
  };
  if ("commitment" in raw) epoch.commitment = nullableHash(raw.commitment, at("commitment"));
  if ("commitment_proof" in raw)
    epoch.commitmentProof = nullable(hashes)(raw.commitment_proof, at("commitment_proof"));
  if ("tournament_address" in raw)
    epoch.tournamentAddress = nullable(address)(raw.tournament_address, at("tournament_address"));
  return epoch;
}

/** Decodes an input's `raw_data`, the `EvmAdvance` call, which is what the machine received. */
export function decodeEvmAdvance(rawData: Hex, field: string): EvmAdvance {
  let args: readonly unknown[] | undefined;
  try {
    ({ args } = decodeFunctionData({ abi: inputsAbi, data: rawData }));
  } catch (cause) {
    throw new InvalidFieldError({
      field,
      expected: "an ABI-encoded EvmAdvance call",
      value: rawData,
      cause: cause as Error,
    });
  }
  const [
    chainId,
    applicationContract,
    sender,
    blockNumber,
    blockTimestamp,
    prevRandao,
    index,
    payload,
  ] = args as readonly [bigint, Address, Address, bigint, bigint, bigint, bigint, Hex];
  return {
    chainId,
    applicationContract,
    sender,
    blockNumber,
    blockTimestamp,
    prevRandao,
    index,
    payload,
  };
}

export function parseInput(value: unknown, field = "input"): Input {
  const raw = object(value, field) as Partial<Record<keyof Wire.Input, unknown>>;
  const at = (key: keyof Wire.Input) => `${field}.${key}`;
  const rawData = bytes(raw.raw_data, at("raw_data"));
  return {
    epochIndex: uint(raw.epoch_index, at("epoch_index")),
    index: uint(raw.index, at("index")),
    blockNumber: uint(raw.block_number, at("block_number")),
    rawData,
    decodedData: decodeEvmAdvance(rawData, at("raw_data")),
    status: oneOf(raw.status, at("status"), inputCompletionStatuses),
    machineHash: nullableHash(raw.machine_hash, at("machine_hash")),
    outputsHash: nullableHash(raw.outputs_hash, at("outputs_hash")),
    transactionReference: bytes(raw.transaction_reference, at("transaction_reference")),
    createdAt: date(raw.created_at, at("created_at")),
    updatedAt: date(raw.updated_at, at("updated_at")),
  };
}

/** Decodes an output's `raw_data`, the ABI-encoded `Outputs` call the contracts hash and execute. */
export function decodeOutput(rawData: Hex, field: string): Output["decodedData"] {
  try {
    const { functionName, args } = decodeFunctionData({ abi: outputsAbi, data: rawData });
    switch (functionName) {
      case "Notice":
        return { type: "notice", payload: args[0] };
      case "Voucher":
        return { type: "voucher", destination: args[0], value: args[1], payload: args[2] };
      case "DelegateCallVoucher":
        return { type: "delegateCallVoucher", destination: args[0], payload: args[1] };
    }
  } catch (cause) {
    throw new InvalidFieldError({
      field,
      expected: "an ABI-encoded Notice, Voucher or DelegateCallVoucher",
      value: rawData,
      cause: cause as Error,
    });
  }
}

export function parseOutput(value: unknown, field = "output"): Output {
  const raw = object(value, field) as Partial<Record<keyof Wire.Output, unknown>>;
  const at = (key: keyof Wire.Output) => `${field}.${key}`;
  const rawData = bytes(raw.raw_data, at("raw_data"));
  return {
    epochIndex: uint(raw.epoch_index, at("epoch_index")),
    inputIndex: uint(raw.input_index, at("input_index")),
    index: uint(raw.index, at("index")),
    rawData,
    decodedData: decodeOutput(rawData, at("raw_data")),
    hash: nullableHash(raw.hash, at("hash")),
    outputHashesSiblings: nullable(hashes)(
      raw.output_hashes_siblings,
      at("output_hashes_siblings"),
    ),
    executionTransactionHash: nullableHash(
      raw.execution_transaction_hash,
      at("execution_transaction_hash"),
    ),
    createdAt: date(raw.created_at, at("created_at")),
    updatedAt: date(raw.updated_at, at("updated_at")),
  };
}

export function parseReport(value: unknown, field = "report"): Report {
  const raw = object(value, field) as Partial<Record<keyof Wire.Report, unknown>>;
  const at = (key: keyof Wire.Report) => `${field}.${key}`;
  return {
    epochIndex: uint(raw.epoch_index, at("epoch_index")),
    inputIndex: uint(raw.input_index, at("input_index")),
    index: uint(raw.index, at("index")),
    rawData: bytes(raw.raw_data, at("raw_data")),
    createdAt: date(raw.created_at, at("created_at")),
    updatedAt: date(raw.updated_at, at("updated_at")),
  };
}

function parsePagination(value: unknown, field: string): Pagination {
  const raw = object(value, field);
  return {
    totalCount: count(raw.total_count, `${field}.total_count`),
    limit: count(raw.limit, `${field}.limit`),
    offset: count(raw.offset, `${field}.offset`),
  };
}

/** Reads a list result `{ data, pagination }` whose items are `entity`s. */
export function parsePage<item>(
  value: unknown,
  entity: string,
  read: (item: unknown, field: string) => item,
): Paginated<item> {
  const raw = object(value, "result");
  return {
    data: array(raw.data, `result.data`, (item, field) =>
      read(item, field.replace("result.data", `${entity}s`)),
    ),
    pagination: parsePagination(raw.pagination, "result.pagination"),
  };
}

/** The `data` of a single-item result `{ data }`. */
export function itemData(result: unknown): unknown {
  return object(result, "result").data;
}

const semverPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export function semver(value: unknown, field: string): string {
  if (typeof value !== "string" || !semverPattern.test(value))
    fail(field, "a semantic version", value);
  return value;
}
