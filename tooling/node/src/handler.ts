import { type Address, getAddress, type Hex, isAddress, isHex, toHex } from "viem";

/**
 * How the processing of an input ended, as the node reports it (`NONE` means not processed yet):
 * the values of every dialect (see `dialect.ts`), so a test can make any of them appear.
 */
export type InputCompletionStatus =
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
  | "INVALID_OUTPUTS_ROOT";

/** Statuses an application handler may end with. */
export type HandlerStatus = Exclude<InputCompletionStatus, "NONE">;

export const handlerStatuses: readonly HandlerStatus[] = [
  "ACCEPTED",
  "REJECTED",
  "EXCEPTION",
  "MACHINE_HALTED",
  "OUTPUTS_LIMIT_EXCEEDED",
  "CYCLE_LIMIT_EXCEEDED",
  "TIME_LIMIT_EXCEEDED",
  "PAYLOAD_LENGTH_LIMIT_EXCEEDED",
  "REPORTS_LIMIT_EXCEEDED",
  "OVERFLOW",
  "UNEXPECTED_YIELD",
  "INVALID_OUTPUTS_ROOT",
];

/** An advance-state input as the application sees it: the decoded `EvmAdvance` call. */
export type AdvanceInput = {
  chainId: bigint;
  application: Address;
  sender: Address;
  blockNumber: bigint;
  blockTimestamp: bigint;
  prevRandao: bigint;
  /** The input's index in the application's InputBox. */
  index: bigint;
  payload: Hex;
};

export type HandlerContext = {
  /** The application's name on the node. */
  applicationName: string;
  /** The epoch the input belongs to (`block_number / epoch_length`). */
  epochIndex: bigint;
};

/** A voucher: a call from the application to `destination`, moving `value` wei (default 0). */
export type Voucher = { destination: Address; value?: bigint; payload: Hex };

/** A delegate-call voucher: `payload` run in the application's context at `destination`. */
export type DelegateCallVoucher = { destination: Address; payload: Hex };

/**
 * What an application emits for one input. Outputs get indices in this order:
 * notices, then vouchers, then delegate-call vouchers. Outputs of an input that
 * does not end `ACCEPTED` are discarded; its reports are kept.
 */
export type HandlerResult = {
  /** Default `ACCEPTED`. */
  status?: HandlerStatus;
  notices?: readonly Hex[];
  vouchers?: readonly Voucher[];
  delegateCallVouchers?: readonly DelegateCallVoucher[];
  reports?: readonly Hex[];
};

/**
 * The application the node runs: one call per input, in input order. A handler
 * that throws ends the input with `EXCEPTION`. On a chain reorganisation (or an
 * `evm_revert`) the node replays the inputs, so a handler should depend only on
 * its input.
 */
export type ApplicationHandler = (
  input: AdvanceInput,
  context: HandlerContext,
) => Promise<HandlerResult>;

const commandKeys = new Set(["notices", "vouchers", "delegateCallVouchers", "reports", "status"]);

/** The payload as a JSON object, when it is UTF-8 JSON text of an object; otherwise undefined. */
function parseJsonObject(payload: Hex): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(payload.slice(2), "hex"));
  } catch {
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {}
  return undefined;
}

function bytesAt(value: unknown, where: string): Hex {
  if (typeof value !== "string" || !isHex(value) || value.length % 2 !== 0)
    throw new TypeError(`test application: ${where} must be a 0x-prefixed byte string`);
  return value;
}

function uint256At(value: unknown, where: string): bigint {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    throw new TypeError(`test application: ${where} must be a 0x-prefixed hex number (uint256)`);
  return BigInt(value);
}

function addressAt(value: unknown, where: string): Address {
  if (typeof value !== "string" || !isAddress(value, { strict: false }))
    throw new TypeError(`test application: ${where} must be an address`);
  return getAddress(value);
}

function listAt(command: Record<string, unknown>, key: string): unknown[] {
  const value = command[key] ?? [];
  if (!Array.isArray(value)) throw new TypeError(`test application: ${key} must be an array`);
  return value;
}

function objectAt(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new TypeError(`test application: ${where} must be an object`);
  return value as Record<string, unknown>;
}

/**
 * Reads a test-application command: a JSON object whose keys are all among
 * `notices`, `vouchers`, `delegateCallVouchers`, `reports` and `status`.
 * Returns undefined for any other payload; throws a TypeError naming the bad
 * field when such an object is malformed.
 */
export function parseTestCommand(payload: Hex): HandlerResult | undefined {
  const command = parseJsonObject(payload);
  if (!command || !Object.keys(command).every((key) => commandKeys.has(key))) return undefined;
  const status = command.status ?? "ACCEPTED";
  if (!handlerStatuses.includes(status as HandlerStatus))
    throw new TypeError(
      `test application: status must be one of ${handlerStatuses.join(", ")}, got ${JSON.stringify(status)}`,
    );
  return {
    status: status as HandlerStatus,
    notices: listAt(command, "notices").map((notice, i) => bytesAt(notice, `notices[${i}]`)),
    vouchers: listAt(command, "vouchers").map((entry, i) => {
      const voucher = objectAt(entry, `vouchers[${i}]`);
      return {
        destination: addressAt(voucher.destination, `vouchers[${i}].destination`),
        value: uint256At(voucher.value ?? "0x0", `vouchers[${i}].value`),
        payload: bytesAt(voucher.payload ?? "0x", `vouchers[${i}].payload`),
      };
    }),
    delegateCallVouchers: listAt(command, "delegateCallVouchers").map((entry, i) => {
      const voucher = objectAt(entry, `delegateCallVouchers[${i}]`);
      return {
        destination: addressAt(voucher.destination, `delegateCallVouchers[${i}].destination`),
        payload: bytesAt(voucher.payload ?? "0x", `delegateCallVouchers[${i}].payload`),
      };
    }),
    reports: listAt(command, "reports").map((report, i) => bytesAt(report, `reports[${i}]`)),
  };
}

/**
 * The default application, "the test application". A payload that is a JSON
 * command (see {@link parseTestCommand} and the package README) emits exactly
 * what it lists; any other payload is echoed as one notice and one report.
 */
export const testApplication: ApplicationHandler = async (input) => {
  const command = parseTestCommand(commandBytes(input));
  if (command) return command;
  return { status: "ACCEPTED", notices: [input.payload], reports: [input.payload] };
};

/** The canonical EtherPortal: its inputs are `packed(sender, value, execLayerData)`. */
export const etherPortalAddress: Address = "0xA632c5c05812c6a6149B7af5C56117d1D2603828";

// An Ether deposit carries its command in `execLayerData`, after the 20-byte sender and 32-byte value.
function commandBytes(input: AdvanceInput): Hex {
  if (input.sender.toLowerCase() !== etherPortalAddress.toLowerCase()) return input.payload;
  return `0x${input.payload.slice(2 + 2 * (20 + 32))}`;
}

/** Encodes a test-application command as an input payload. */
export function testCommand(command: {
  notices?: readonly Hex[];
  vouchers?: readonly { destination: Address; value?: bigint; payload?: Hex }[];
  delegateCallVouchers?: readonly { destination: Address; payload?: Hex }[];
  reports?: readonly Hex[];
  status?: HandlerStatus;
}): Hex {
  const json = {
    ...command,
    vouchers: command.vouchers?.map((voucher) => ({
      destination: voucher.destination,
      value: toHex(voucher.value ?? 0n),
      payload: voucher.payload ?? "0x",
    })),
  };
  return toHex(JSON.stringify(json));
}
