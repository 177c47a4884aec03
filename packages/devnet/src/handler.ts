import { type Address, type Hex, toHex } from "viem";
import { devnetDeployments } from "./deployment.ts";
import { type HandlerStatus, handlerStatuses } from "./statuses.ts";
import { addressAt, bytesAt, uint256At } from "./validators.ts";

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
  /** The index the input's first output gets if the input is accepted: one tree numbers them all. */
  outputIndex: bigint;
};

/** A voucher: a call from the application to `destination`, moving `value` wei (default 0). */
export type Voucher = { destination: Address; value?: bigint; payload: Hex };

/** A delegate-call voucher: `payload` run in the application's context at `destination`. */
export type DelegateCallVoucher = { destination: Address; payload: Hex };

/** One output, tagged with its kind, for results that keep the order they were emitted in. */
export type Output =
  | { type: "notice"; payload: Hex }
  | ({ type: "voucher" } & Voucher)
  | ({ type: "delegateCallVoucher" } & DelegateCallVoucher);

/**
 * What an application emits for one input. Outputs get indices in this order:
 * `outputs`, then notices, then vouchers, then delegate-call vouchers. The outputs and
 * reports of an input that does not end `ACCEPTED` are discarded, as the node discards them.
 */
export type HandlerResult = {
  /** Default `ACCEPTED`. */
  status?: HandlerStatus;
  /** Outputs of any kind, in the order the application emitted them. */
  outputs?: readonly Output[];
  /** What the application said, when `status` is `EXCEPTION` (default empty). */
  exception?: Hex;
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

/** How an inspect request ended, as the node's inspect endpoint reports it. */
export type InspectStatus = "ACCEPTED" | "REJECTED" | "EXCEPTION";

/** What an application answers to an inspect request: reports only, nothing on chain. */
export type InspectResult = {
  /** Default `ACCEPTED`. */
  status?: InspectStatus;
  reports?: readonly Hex[];
  /** Why, when `status` is `EXCEPTION`. */
  exception?: string;
};

export type InspectContext = {
  applicationName: string;
  /** Inputs the node has processed when the request runs. */
  processedInputCount: bigint;
};

/**
 * The application's answer to inspect requests (`/inspect/<application>` on the node): the raw
 * payload in, reports out. It must not change what later inputs see.
 */
export type InspectHandler = (payload: Hex, context: InspectContext) => Promise<InspectResult>;

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
    notices: listAt(command, "notices").map((notice, i) =>
      bytesAt(notice, `test application: notices[${i}]`),
    ),
    vouchers: listAt(command, "vouchers").map((entry, i) => {
      const voucher = objectAt(entry, `vouchers[${i}]`);
      return {
        destination: addressAt(voucher.destination, `test application: vouchers[${i}].destination`),
        value: uint256At(voucher.value ?? "0x0", `test application: vouchers[${i}].value`),
        payload: bytesAt(voucher.payload ?? "0x", `test application: vouchers[${i}].payload`),
      };
    }),
    delegateCallVouchers: listAt(command, "delegateCallVouchers").map((entry, i) => {
      const voucher = objectAt(entry, `delegateCallVouchers[${i}]`);
      return {
        destination: addressAt(
          voucher.destination,
          `test application: delegateCallVouchers[${i}].destination`,
        ),
        payload: bytesAt(
          voucher.payload ?? "0x",
          `test application: delegateCallVouchers[${i}].payload`,
        ),
      };
    }),
    reports: listAt(command, "reports").map((report, i) =>
      bytesAt(report, `test application: reports[${i}]`),
    ),
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

/** The test application's inspect answer: the payload echoed as one report. */
export const testApplicationInspect: InspectHandler = async (payload) => ({
  status: "ACCEPTED",
  reports: [payload],
});

/** The canonical v2.2 EtherPortal: its inputs are `packed(sender, value, execLayerData)`. */
export const etherPortalAddress: Address = devnetDeployments.R.contracts.etherPortal;

/** The devnet's v3 EtherPortal (3.0.0-alpha.5 through the CREATE2 deployer, zero salt). */
export const v3EtherPortalAddress: Address = devnetDeployments.I.contracts.etherPortal;

/** The EtherPortals whose deposits the test application reads: the devnet's, of every generation. */
const etherPortals = new Set(
  Object.values(devnetDeployments).map(({ contracts }) => contracts.etherPortal.toLowerCase()),
);

// An Ether deposit carries its command in `execLayerData`, after the 20-byte sender and 32-byte value.
function commandBytes(input: AdvanceInput): Hex {
  if (!etherPortals.has(input.sender.toLowerCase())) return input.payload;
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
