import type { ApplicationIdentifier, EpochStatus } from "@cartesi/rpc";
import { type Address, type Hex, isAddress } from "viem";
import { InvalidParameterError } from "../errors/parameter.js";
import { epochStatuses, outputTypeSelectors } from "../types/constants.js";
import type { PaginationParameters } from "../types/pagination.js";

// Checks of what a caller passes to the read actions, so a mistake fails here with its name
// instead of reaching the node.

const applicationNamePattern = /^[a-z0-9_-]{3,}$/;

function check(
  valid: boolean,
  parameter: string,
  expected: string,
  value: unknown,
  docsPath: string,
): asserts valid {
  if (!valid) throw new InvalidParameterError({ parameter, expected, value, docsPath });
}

const isAnAddress = (value: unknown): value is Address =>
  typeof value === "string" && isAddress(value, { strict: false });

export function applicationParam(value: unknown, docsPath: string): ApplicationIdentifier {
  check(
    isAnAddress(value) || (typeof value === "string" && applicationNamePattern.test(value)),
    "application",
    `an address or a name matching ${applicationNamePattern.source}`,
    value,
    docsPath,
  );
  return value;
}

export function uintParam(value: unknown, parameter: string, docsPath: string): Hex {
  check(
    typeof value === "bigint" && value >= 0n && value < 2n ** 64n,
    parameter,
    "a bigint from 0n to 2n ** 64n - 1n",
    value,
    docsPath,
  );
  return `0x${value.toString(16)}`;
}

export function addressParam(value: unknown, parameter: string, docsPath: string): Address {
  check(isAnAddress(value), parameter, "an address", value, docsPath);
  return value;
}

/** An output type by name (`notice`, `voucher`, `delegateCallVoucher`) or by `Outputs` selector. */
export function outputTypeParam(value: unknown, docsPath: string): Hex {
  const match =
    typeof value === "string"
      ? Object.entries(outputTypeSelectors).find(
          ([name, selector]) => name === value || selector === value.toLowerCase(),
        )
      : undefined;
  check(
    match !== undefined,
    "outputType",
    `one of ${Object.keys(outputTypeSelectors).join(", ")} or their selectors ${Object.values(outputTypeSelectors).join(", ")}`,
    value,
    docsPath,
  );
  return match[1];
}

/** A filter as the wire takes it: `{ [key]: toWire(value) }` when given, `{}` when left out. */
export function optionalParam<key extends string, value, wire>(
  key: key,
  value: value | undefined,
  toWire: (value: value) => wire,
): { [name in key]?: wire } {
  return value === undefined ? {} : ({ [key]: toWire(value) } as { [name in key]?: wire });
}

/** The wire form of `limit`, `offset` and `descending`; absent ones stay absent. */
export function paginationParams(
  { limit, offset, descending }: PaginationParameters,
  docsPath: string,
): { limit?: number; offset?: number; descending?: boolean } {
  const wire: { limit?: number; offset?: number; descending?: boolean } = {};
  if (limit !== undefined) {
    check(Number.isSafeInteger(limit) && limit > 0, "limit", "a positive integer", limit, docsPath);
    wire.limit = limit;
  }
  if (offset !== undefined) {
    check(
      Number.isSafeInteger(offset) && offset >= 0,
      "offset",
      "a non-negative integer",
      offset,
      docsPath,
    );
    wire.offset = offset;
  }
  if (descending !== undefined) {
    check(typeof descending === "boolean", "descending", "a boolean", descending, docsPath);
    wire.descending = descending;
  }
  return wire;
}

/** An epoch status: a known one, or one a newer node adds (upper-case words joined by `_`). */
export function epochStatusParam(value: unknown, docsPath: string): EpochStatus {
  check(
    typeof value === "string" && /^[A-Z]+(?:_[A-Z]+)*$/.test(value),
    "status",
    `an epoch status, e.g. ${epochStatuses.join(", ")}`,
    value,
    docsPath,
  );
  return value;
}
