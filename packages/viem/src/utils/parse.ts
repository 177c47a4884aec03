import { type Address, getAddress, type Hash, type Hex } from "viem";
import { InvalidFieldError } from "../errors/node.js";
import type { Application, ExecutionParameters } from "../types/application.js";
import type { Epoch } from "../types/epoch.js";
import type { Input } from "../types/input.js";
import type { Output } from "../types/output.js";
import type { Paginated } from "../types/pagination.js";
import type { Report } from "../types/report.js";
import type { Withdrawal } from "../types/withdrawal.js";
import { decodeEvmAdvance, decodeOutput } from "./decode.js";

// Strict readers of the node's wire values: each names the field it failed on and never coerces.
// Tolerant of what newer nodes add or rename: unknown keys are ignored, enums are open (any string
// passes through), and keys only some node versions send are optional.

/** Reads one value of the node's answer; `field` is its path there, which an error names. */
export type Reader<type> = (value: unknown, field: string) => type;

function fail(field: string, expected: string, value: unknown): never {
  throw new InvalidFieldError({ field, expected, value });
}

function matching(value: unknown, field: string, pattern: RegExp, expected: string): string {
  if (typeof value !== "string" || !pattern.test(value)) fail(field, expected, value);
  return value;
}

export const uint: Reader<bigint> = (value, field) =>
  BigInt(matching(value, field, /^0x[0-9a-fA-F]{1,16}$/, "a hex uint64"));

export const uint256: Reader<bigint> = (value, field) =>
  BigInt(matching(value, field, /^0x[0-9a-fA-F]{1,64}$/, "a hex uint256"));

export const address: Reader<Address> = (value, field) =>
  getAddress(matching(value, field, /^0x[0-9a-fA-F]{40}$/, "an address"));

export const hash: Reader<Hash> = (value, field) =>
  matching(value, field, /^0x[0-9a-fA-F]{64}$/, "a 32-byte hash") as Hash;

export const bytes: Reader<Hex> = (value, field) =>
  matching(value, field, /^0x(?:[0-9a-fA-F]{2})*$/, "hex bytes") as Hex;

export const date: Reader<Date> = (value, field) => {
  const expected = "an RFC 3339 timestamp";
  const parsed = new Date(
    matching(
      value,
      field,
      /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/,
      expected,
    ),
  );
  return Number.isNaN(parsed.getTime()) ? fail(field, expected, value) : parsed;
};

export const semver: Reader<string> = (value, field) =>
  matching(
    value,
    field,
    /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/,
    "a semantic version",
  );

/** Any string; also what every enum is read as, since newer nodes add values. */
const string: Reader<string> = (value, field) =>
  typeof value === "string" ? value : fail(field, "a string", value);

const boolean: Reader<boolean> = (value, field) =>
  typeof value === "boolean" ? value : fail(field, "a boolean", value);

const count: Reader<number> = (value, field) =>
  Number.isSafeInteger(value) && (value as number) >= 0
    ? (value as number)
    : fail(field, "a non-negative integer", value);

/** `null`, or an absent key, reads as `null`. */
const nullable =
  <type>(read: Reader<type>): Reader<type | null> =>
  (value, field) =>
    value === null || value === undefined ? null : read(value, field);

/** An absent key stays absent in what {@link parseObject} returns. */
const optional =
  <type>(read: Reader<type>): Reader<type | undefined> =>
  (value, field) =>
    value === undefined ? undefined : read(value, field);

const array =
  <type>(read: Reader<type>): Reader<type[]> =>
  (value, field) =>
    Array.isArray(value)
      ? value.map((item, index) => read(item, `${field}[${index}]`))
      : fail(field, "an array", value);

function object(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    fail(field, "an object", value);
  return value as Record<string, unknown>;
}

type Parsed<schema> = {
  [key in keyof schema]: schema[key] extends Reader<infer type> ? type : never;
};

/**
 * Reads the object at `field` with one reader per key: each camelCase key from its snake_case key
 * on the wire, unless `wireKeys` names another.
 */
function parseObject<schema extends Record<string, Reader<unknown>>>(
  value: unknown,
  field: string,
  schema: schema,
  wireKeys: { [key in keyof schema]?: string } = {},
): Parsed<schema> {
  const raw = object(value, field);
  const parsed: Record<string, unknown> = {};
  for (const key in schema) {
    const wireKey = wireKeys[key] ?? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const item = schema[key]!(raw[wireKey], `${field}.${wireKey}`);
    if (item !== undefined) parsed[key] = item;
  }
  return parsed as Parsed<schema>;
}

export function parseExecutionParameters(value: unknown, field: string): ExecutionParameters {
  return parseObject(value, field, {
    snapshotPolicy: string,
    advanceIncCycles: uint,
    advanceMaxCycles: uint,
    inspectIncCycles: uint,
    inspectMaxCycles: uint,
    advanceIncDeadline: uint,
    advanceMaxDeadline: uint,
    inspectIncDeadline: uint,
    inspectMaxDeadline: uint,
    loadDeadline: uint,
    storeDeadline: uint,
    fastDeadline: uint,
    maxConcurrentInspects: count,
    createdAt: date,
    updatedAt: date,
  });
}

const optionalUint = optional(uint);
const optionalHash = optional(nullable(hash));
const optionalHashes = optional(nullable(array(hash)));

export function parseApplication(value: unknown, field = "application"): Application {
  const { state, enabled, status, ...rest } = parseObject(
    value,
    field,
    {
      name: string,
      applicationAddress: address,
      consensusAddress: address,
      inputBoxAddress: address,
      templateHash: hash,
      epochLength: uint,
      consensusType: string,
      state: optional(string),
      enabled: optional(boolean),
      status: optional(string),
      reason: nullable(string),
      inputBoxBlock: uint,
      lastInputCheckBlock: uint,
      lastOutputCheckBlock: uint,
      processedInputs: uint,
      executionParameters: parseExecutionParameters,
      createdAt: date,
      updatedAt: date,
      dataAvailability: optional(bytes),
      lastEpochCheckBlock: optionalUint,
      lastTournamentCheckBlock: optionalUint,
      claimStagingPeriod: optionalUint,
      withdrawalConfig: optional(
        nullable((config, configField) =>
          parseObject(config, configField, {
            guardian: address,
            log2LeavesPerAccount: uint,
            log2MaxNumOfAccounts: uint,
            accountsDriveStartIndex: uint,
            withdrawalOutputBuilder: address,
          }),
        ),
      ),
      lastForecloseCheckBlock: optionalUint,
      lastAccountsDriveProvedCheckBlock: optionalUint,
      lastWithdrawalCheckBlock: optionalUint,
      forecloseBlock: optionalUint,
      accountsDriveProvedBlock: optionalUint,
      forecloseTransaction: optionalHash,
      accountsDriveProvedTransaction: optionalHash,
      accountsDriveMerkleRoot: optionalHash,
    },
    {
      applicationAddress: "iapplication_address",
      consensusAddress: "iconsensus_address",
      inputBoxAddress: "iinputbox_address",
      inputBoxBlock: "iinputbox_block",
    },
  );
  // Nodes before 2.0.0-alpha.12 send `state`; later ones `enabled` and `status`.
  return {
    ...rest,
    enabled: enabled ?? state !== "DISABLED",
    status:
      status ??
      (state === "ENABLED" || state === "DISABLED"
        ? "OK"
        : (state ?? fail(`${field}.status`, "a string", undefined))),
    ...(state === undefined ? {} : { state }),
  };
}

export function parseEpoch(value: unknown, field = "epoch"): Epoch {
  return parseObject(value, field, {
    index: uint,
    firstBlock: uint,
    lastBlock: uint,
    inputIndexLowerBound: uint,
    inputIndexUpperBound: uint,
    status: string,
    virtualIndex: uint,
    createdAt: date,
    updatedAt: date,
    machineHash: nullable(hash),
    claimTransactionHash: nullable(hash),
    commitment: nullable(hash),
    commitmentProof: nullable(array(hash)),
    tournamentAddress: nullable(address),
    outputsMerkleRoot: optionalHash,
    outputsMerkleProof: optionalHashes,
    stagedAtBlock: optional(nullable(uint)),
    txBufferDataBlock: optionalHash,
    txBufferProof: optionalHashes,
    iflagsYDataBlock: optionalHash,
    iflagsYProof: optionalHashes,
    htifTohostDataBlock: optionalHash,
    htifTohostProof: optionalHashes,
  });
}

/** The input; its `EvmAdvance` is decoded from `raw_data`, which every node sends (`decoded_data` may be missing). */
export function parseInput(value: unknown, field = "input"): Input {
  const rawData = bytes(object(value, field).raw_data, `${field}.raw_data`);
  return {
    ...parseObject(value, field, {
      epochIndex: uint,
      index: uint,
      blockNumber: uint,
      status: string,
      createdAt: date,
      updatedAt: date,
      machineHash: nullable(hash),
      transactionHash: optional(hash),
      logIndex: optionalUint,
      transactionReference: optional(bytes),
      outputsHash: optionalHash,
      txBufferDataBlock: optionalHash,
      exceptionData: optional(nullable(bytes)),
    }),
    rawData,
    decodedData: decodeEvmAdvance(rawData, `${field}.raw_data`),
  };
}

export function parseOutput(value: unknown, field = "output"): Output {
  // Decoded first, so an undecodable `raw_data` is what the error names.
  const rawDataField = `${field}.raw_data`;
  const rawData = bytes(object(value, field).raw_data, rawDataField);
  const decodedData = decodeOutput(rawData, rawDataField);
  return {
    ...parseObject(value, field, {
      epochIndex: uint,
      inputIndex: uint,
      index: uint,
      hash: nullable(hash),
      outputHashesSiblings: nullable(array(hash)),
      executionTransactionHash: nullable(hash),
      createdAt: date,
      updatedAt: date,
    }),
    rawData,
    decodedData,
  };
}

export function parseReport(value: unknown, field = "report"): Report {
  return parseObject(value, field, {
    epochIndex: uint,
    inputIndex: uint,
    index: uint,
    rawData: bytes,
    createdAt: date,
    updatedAt: date,
  });
}

export function parseWithdrawal(value: unknown, field = "withdrawal"): Withdrawal {
  return parseObject(value, field, {
    accountIndex: uint,
    account: bytes,
    output: bytes,
    blockNumber: uint,
    transactionHash: hash,
    logIndex: uint,
    createdAt: date,
    updatedAt: date,
  });
}

export function parseNodeInfo(value: unknown): {
  chainId: number;
  version: string;
  defaultBlock?: string;
} {
  const { chainId, ...rest } = parseObject(value, "result.data", {
    chainId: uint,
    version: semver,
    defaultBlock: optional(string),
  });
  return { chainId: Number(chainId), ...rest };
}

/** Reads a list result `{ data, pagination }` whose items are `entity`s, named `<entity>s[i]`. */
export function parsePage<item>(
  value: unknown,
  entity: string,
  read: Reader<item>,
): Paginated<item> {
  const { data, pagination } = object(value, "result");
  if (!Array.isArray(data)) fail("result.data", "an array", data);
  return {
    data: data.map((item, index) => read(item, `${entity}s[${index}]`)),
    pagination: parseObject(pagination, "result.pagination", {
      totalCount: count,
      limit: count,
      offset: count,
    }),
  };
}

/** The `data` of a single-item result `{ data }`. */
export function itemData(result: unknown): unknown {
  return object(result, "result").data;
}
