import type { EpochStatus } from "@cartesi/rpc";
import { type Address, type Hex, isAddress } from "viem";
import { InvalidParameterError } from "../errors/reads.js";
import { epochStatuses, outputTypeSelectors } from "../types/constants.js";
import type { OutputTypeName } from "../types/output.js";
import type { PaginationParameters } from "../types/pagination.js";

// Checks of what a caller passes to the read actions, so a mistake fails here with its name
// instead of reaching the node.

const applicationNamePattern = /^[a-z0-9_-]{3,}$/;
const maxUint64 = 2n ** 64n - 1n;

/** An application's name (`^[a-z0-9_-]{3,}$`) or its address. */
export type ApplicationIdentifier = string;

export function applicationParam(value: unknown, docsPath: string): ApplicationIdentifier {
  if (
    typeof value === "string" &&
    (applicationNamePattern.test(value) || isAddress(value, { strict: false }))
  )
    return value;
  throw new InvalidParameterError({
    parameter: "application",
    expected: "an application address or a name matching ^[a-z0-9_-]{3,}$",
    value,
    docsPath,
  });
}

export function uintParam(value: unknown, parameter: string, docsPath: string): Hex {
  if (typeof value !== "bigint" || value < 0n || value > maxUint64)
    throw new InvalidParameterError({
      parameter,
      expected: "a bigint from 0n to 2n ** 64n - 1n",
      value,
      docsPath,
    });
  return `0x${value.toString(16)}`;
}

export function addressParam(value: unknown, parameter: string, docsPath: string): Address {
  if (typeof value !== "string" || !isAddress(value, { strict: false }))
    throw new InvalidParameterError({ parameter, expected: "an address", value, docsPath });
  return value as Address;
}

const selectors: string[] = Object.values(outputTypeSelectors);

/** An output type by name (`notice`, `voucher`, `delegateCallVoucher`) or by `Outputs` selector. */
export function outputTypeParam(value: unknown, docsPath: string): Hex {
  if (typeof value === "string") {
    if (Object.hasOwn(outputTypeSelectors, value))
      return outputTypeSelectors[value as OutputTypeName];
    if (selectors.includes(value.toLowerCase())) return value.toLowerCase() as Hex;
  }
  throw new InvalidParameterError({
    parameter: "outputType",
    expected: `one of ${Object.keys(outputTypeSelectors).join(", ")} or their selectors ${selectors.join(", ")}`,
    value,
    docsPath,
  });
}

/** The wire form of `limit`, `offset` and `descending`; absent ones stay absent. */
export function paginationParams(
  { limit, offset, descending }: PaginationParameters,
  docsPath: string,
): { limit?: number; offset?: number; descending?: boolean } {
  const wire: { limit?: number; offset?: number; descending?: boolean } = {};
  if (limit !== undefined) {
    if (!Number.isSafeInteger(limit) || limit < 1)
      throw new InvalidParameterError({
        parameter: "limit",
        expected: "a positive integer",
        value: limit,
        docsPath,
      });
    wire.limit = limit;
  }
  if (offset !== undefined) {
    if (!Number.isSafeInteger(offset) || offset < 0)
      throw new InvalidParameterError({
        parameter: "offset",
        expected: "a non-negative integer",
        value: offset,
        docsPath,
      });
    wire.offset = offset;
  }
  if (descending !== undefined) {
    if (typeof descending !== "boolean")
      throw new InvalidParameterError({
        parameter: "descending",
        expected: "a boolean",
        value: descending,
        docsPath,
      });
    wire.descending = descending;
  }
  return wire;
}

export function epochStatusParam(value: unknown, docsPath: string): EpochStatus {
  if (typeof value === "string" && (epochStatuses as readonly string[]).includes(value))
    return value as EpochStatus;
  throw new InvalidParameterError({
    parameter: "status",
    expected: `one of ${epochStatuses.join(", ")}`,
    value,
    docsPath,
  });
}
