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
  | "descending";

export type ParamSpec = {
  name: string;
  kind: ParamKind;
  required: boolean;
  description: string;
};

/** Params by name, decoded: indices are bigints, addresses checksummed, statuses a list. */
export type Params = Record<string, unknown>;

export const param = (
  name: string,
  kind: ParamKind,
  description: string,
  required = false,
): ParamSpec => ({ name, kind, required, description });

function decodeParam(spec: ParamSpec, value: unknown, dialect: Dialect): unknown {
  switch (spec.kind) {
    case "application":
      if (
        typeof value === "string" &&
        (patterns.address.test(value) || patterns.applicationName.test(value))
      )
        return value;
      throw invalidParams(
        `Invalid application identifier: ${typeof value === "string" ? value : JSON.stringify(value)}`,
      );
    case "index":
      if (typeof value === "string" && patterns.uint64.test(value)) return BigInt(value);
      throw invalidParams(`invalid ${spec.name}: expected hex encoded value`);
    case "epochStatus": {
      // N takes one status or a non-empty list of them.
      const statuses = dialect === "N" && Array.isArray(value) ? value : [value];
      const known = dialectEpochStatuses[dialect];
      if (statuses.length > 0 && statuses.every((status) => known.includes(status as string)))
        return statuses;
      throw invalidParams(
        `Invalid epoch status: ${typeof value === "string" ? value : JSON.stringify(value)}`,
      );
    }
    case "address":
      if (typeof value === "string" && patterns.address.test(value)) return getAddress(value);
      throw invalidParams(`invalid ${spec.name}: expected hex encoded address`);
    case "selector":
      if (typeof value === "string" && patterns.selector.test(value)) return value.toLowerCase();
      throw invalidParams(`invalid ${spec.name}: expected hex encoded 4-byte selector`);
    case "limit":
    case "offset":
      if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return value;
      throw invalidParams(`Invalid parameters: ${spec.name} must be a non-negative integer`);
    case "descending":
      if (typeof value === "boolean") return value;
      throw invalidParams("Invalid parameters: descending must be a boolean");
  }
}

/** Reads params given by name (an object) or by position (an array, in the listed order). */
export function decodeParams(
  method: { name: string; params: readonly ParamSpec[] },
  raw: unknown,
  dialect: Dialect,
): Params {
  let named: Params;
  if (raw === undefined || raw === null) named = {};
  else if (Array.isArray(raw)) {
    if (raw.length > method.params.length)
      throw invalidParams(
        `Invalid parameters: ${method.name} takes at most ${method.params.length} positional parameters`,
      );
    named = Object.fromEntries(raw.map((value, i) => [method.params[i]!.name, value]));
  } else if (typeof raw === "object") {
    named = raw as Params;
    for (const key of Object.keys(named))
      if (!method.params.some((param) => param.name === key))
        throw invalidParams(`Invalid parameters: unknown parameter "${key}"`);
  } else throw invalidParams("Invalid parameters: params must be an object or an array");
  const decoded: Params = {};
  for (const spec of method.params) {
    const value = named[spec.name];
    if (value === undefined || value === null) {
      if (spec.required) throw invalidParams(`Invalid parameters: ${spec.name} is required`);
      continue;
    }
    decoded[spec.name] = decodeParam(spec, value, dialect);
  }
  return decoded;
}
