import { getAddress } from "viem";
import type { Dialect } from "./dialect.ts";
import { invalidParams } from "./errors.ts";
import { dialectEpochStatuses } from "./statuses.ts";
import { patterns } from "./validators.ts";

export type ParamKind =
  | "application"
  | "index"
  | "epochStatus"
  | "address"
  | "selector"
  | "limit"
  | "offset"
  | "descending"
  /** A 32-byte hash, read as the node's `ToHashFromString` reads it. */
  | "hash"
  /** A commitment: bare hex digits in R (Go's `hex.DecodeString`), a non-empty hash from I on. */
  | "commitment"
  /** An inclusive bound (`from`, `to`) on the index of the listed items (N), hex like an index. */
  | "bound"
  /** A boolean filter (`executed`, N), taken as decoded. */
  | "flag";

export type ParamSpec = {
  name: string;
  kind: ParamKind;
  required: boolean;
  description: string;
  /** The dialects whose nodes have the param (default all): it takes a place among positional params. */
  dialects?: readonly Dialect[];
};

/** Params by name, decoded: indices are bigints, addresses checksummed, statuses a list. */
export type Params = Record<string, unknown>;

export const param = (
  name: string,
  kind: ParamKind,
  description: string,
  required = false,
): ParamSpec => ({ name, kind, required, description });

/** A filter that nodes from 2.0.0-alpha.13 on (N) have: it has a positional place in N only. */
export const newer = (name: string, kind: ParamKind, description: string): ParamSpec => ({
  name,
  kind,
  required: false,
  description,
  dialects: ["N"],
});

/** The params of a method in a dialect, in the order positional params take. */
export const paramsOf = (method: { params: readonly ParamSpec[] }, dialect: Dialect) =>
  method.params.filter((spec) => !spec.dialects || spec.dialects.includes(dialect));

/** The node's own "invalid parameters" answer, when the params do not decode into its types. */
const undecodable = () => invalidParams("Invalid parameters");

/** How the node names each address filter when it refuses one. */
const addressParamMessages: Record<string, string> = {
  sender: "Invalid input sender address",
  voucher_address: "Invalid voucher address",
  address: "Invalid tournament address",
  tournament_address: "Invalid tournament address",
  parent_tournament_address: "Invalid parent tournament address",
};

/** How the node names each hash param when it refuses one. */
const hashParamMessages: Record<string, string> = {
  id_hash: "Invalid ID hash",
  parent: "Invalid parent hash",
  parent_match_id_hash: "Invalid parent match ID hash",
  commitment: "Invalid commitment hex",
  transaction_hash: "Invalid transaction hash",
};

/** Why Go's `hex.DecodeString`, which the node decodes addresses and selectors with, refuses `digits`. */
function goHexError(digits: string): string | undefined {
  const bad = [...digits].find((char) => !/[0-9a-fA-F]/.test(char));
  if (bad !== undefined)
    return `encoding/hex: invalid byte: U+${bad.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")} '${bad}'`;
  if (digits.length % 2 === 1) return "encoding/hex: odd length hex string";
  return undefined;
}

const hexPrefix = /^0[xX]/;

/**
 * The hash in `text` as the node's `ToHashFromString` reads it: `0x` and hex digits, of which it
 * keeps the last 32 bytes, left-padded with zeros; refused with `prefix` and its reason otherwise.
 */
function decodeHash(prefix: string, text: string): string {
  if (text.length < 3 || !hexPrefix.test(text))
    throw invalidParams(`${prefix}: invalid hash '${text}'`);
  const digits = text.slice(2);
  const hexError = goHexError(digits);
  if (hexError) throw invalidParams(`${prefix}: ${hexError}`);
  return `0x${digits.slice(-64).padStart(64, "0").toLowerCase()}`;
}

/** Whether `value` has the JSON type the node decodes the param into (its Go struct field). */
function hasWireType(kind: ParamKind, value: unknown, dialect: Dialect): boolean {
  switch (kind) {
    case "limit":
    case "offset":
      return typeof value === "number" && Number.isInteger(value) && value >= 0;
    case "descending":
    case "flag":
      return typeof value === "boolean";
    case "selector":
    case "epochStatus":
      // N takes one status (output type) or a list of them.
      return (
        typeof value === "string" ||
        (dialect === "N" && Array.isArray(value) && value.every((item) => typeof item === "string"))
      );
    default:
      return typeof value === "string";
  }
}

/** The index in `value`, or the node's refusal: R's own parser, then (alpha.12 on) the config one. */
function decodeIndex(name: string, value: string, dialect: Dialect): bigint {
  const digits = value.slice(2);
  const wellFormed = value.length >= 3 && hexPrefix.test(value);
  const parses = /^[0-9a-fA-F]{1,16}$/.test(digits);
  if (wellFormed && parses) return BigInt(`0x${digits}`);
  if (dialect !== "R")
    throw invalidParams(`Invalid ${name.replaceAll("_", " ")}: expected hex encoded value`);
  throw invalidParams(
    `invalid ${name}: ${wellFormed ? "error parsing" : "expected hex encoded value"}`,
  );
}

/** A string param the node checks in its handler, in the order the method lists its params. */
function decodeParam(spec: ParamSpec, value: string | string[], dialect: Dialect): unknown {
  switch (spec.kind) {
    case "application":
      if (
        typeof value === "string" &&
        (patterns.address.test(value) || patterns.applicationName.test(value))
      )
        return value;
      throw invalidParams("Invalid application identifier: invalid application name");
    case "index":
      return decodeIndex(spec.name, value as string, dialect);
    case "epochStatus": {
      const statuses = typeof value === "string" ? [value] : value;
      if (statuses.length === 0)
        throw invalidParams("Invalid epoch status: expected at least one status");
      const unknown = statuses.find((status) => !dialectEpochStatuses[dialect].includes(status));
      if (unknown !== undefined)
        throw invalidParams(
          `Invalid epoch status: invalid value '${unknown}' for EpochStatus enum`,
        );
      return statuses;
    }
    case "address": {
      const text = value as string;
      const prefix = addressParamMessages[spec.name] ?? `Invalid ${spec.name}`;
      if (text.length < 3 || !hexPrefix.test(text))
        throw invalidParams(`${prefix}: invalid address '${text}'`);
      const digits = text.slice(2);
      const hexError = goHexError(digits);
      if (hexError) throw invalidParams(`${prefix}: ${hexError}`);
      // The node keeps the last 20 bytes of what it decodes, left-padded with zeros.
      return getAddress(`0x${digits.slice(-40).padStart(40, "0")}`);
    }
    case "hash":
      return decodeHash(hashParamMessages[spec.name] ?? `Invalid ${spec.name}`, value as string);
    case "commitment": {
      const text = value as string;
      const prefix = hashParamMessages.commitment!;
      if (dialect === "R") {
        // R decodes the bare digits (no `0x`) and looks the commitment up as sent.
        const hexError = goHexError(text);
        if (hexError) throw invalidParams(`${prefix}: ${hexError}`);
        return text;
      }
      if (text.length === 0) throw invalidParams(`${prefix}: Empty string`);
      return decodeHash(prefix, text);
    }
    case "bound":
      // The node reads a bound as it reads an index, naming the bound when it refuses one.
      try {
        return decodeIndex(spec.name, value as string, dialect);
      } catch {
        throw invalidParams(`invalid ${spec.name} index: expected hex encoded value`);
      }
    case "selector": {
      const selectors = typeof value === "string" ? [value] : value;
      if (selectors.length === 0)
        throw invalidParams("Invalid output type: expected at least one selector");
      return selectors.map((selector) => {
        const digits = selector.replace(hexPrefix, "");
        if (digits.length !== 8)
          throw invalidParams("Invalid output type: invalid output type: expected exactly 4 bytes");
        const hexError = goHexError(digits);
        if (hexError) throw invalidParams(`Invalid output type: ${hexError}`);
        return `0x${digits.toLowerCase()}`;
      });
    }
    default:
      return value;
  }
}

/**
 * Reads params given by name (an object) or by position (an array, in the listed order) as the node
 * does: a value of the wrong JSON type fails the whole call with "Invalid parameters", names it does
 * not know are ignored, a required string left out is checked as an empty one, and the methods
 * without params ignore whatever is sent.
 */
export function decodeParams(
  method: { name: string; params: readonly ParamSpec[] },
  raw: unknown,
  dialect: Dialect,
): Params {
  const specs = paramsOf(method, dialect);
  // The methods that take no params do not read them.
  if (specs.length === 0) return {};
  let named: Params;
  if (raw === undefined || raw === null) named = {};
  else if (Array.isArray(raw)) {
    if (raw.length > specs.length) throw undecodable();
    named = Object.fromEntries(raw.map((value, i) => [specs[i]!.name, value]));
  } else if (typeof raw === "object") named = raw as Params;
  else throw undecodable();
  for (const spec of specs) {
    const value = named[spec.name];
    if (value !== undefined && value !== null && !hasWireType(spec.kind, value, dialect))
      throw undecodable();
  }
  const decoded: Params = {};
  const decode = (spec: ParamSpec) => {
    const value = named[spec.name] ?? (spec.required ? "" : undefined);
    if (value === undefined) return;
    // Numbers and booleans are taken as decoded; strings are checked by the handler.
    decoded[spec.name] = ["limit", "offset", "descending", "flag"].includes(spec.kind)
      ? value
      : decodeParam(spec, value as string | string[], dialect);
  };
  // The node checks the application, then the index range (N), then the other filters in order.
  const application = specs.filter((spec) => spec.kind === "application");
  const bounds = specs.filter((spec) => spec.kind === "bound");
  application.forEach(decode);
  bounds.forEach(decode);
  const { from, to } = decoded as { from?: bigint; to?: bigint };
  if (from !== undefined && to !== undefined && from > to)
    throw invalidParams("invalid index range: from must be less than or equal to to");
  for (const spec of specs) if (spec.kind !== "application" && spec.kind !== "bound") decode(spec);
  return decoded;
}
