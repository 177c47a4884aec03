import type { AbiParameter } from "abitype";
import { decodeAbiParameters, encodeAbiParameters, type Hex } from "viem";
import { InvalidEncodingError } from "../errors/encoding.js";

/** Where a decoding failed: the field, what it should have been, and why. */
export type Failure = { field: string; expected: string; cause?: Error | undefined };

/** Whether a parameter is encoded in the tail of its tuple, with its offset in the head. */
function isDynamic({ type, components }: AbiParameter & { components?: readonly AbiParameter[] }) {
  if (type === "bytes" || type === "string" || type.endsWith("[]")) return true;
  const fixed = /^(.*)\[\d+\]$/.exec(type);
  if (fixed) return isDynamic({ type: fixed[1]!, components } as AbiParameter);
  return type === "tuple" && (components ?? []).some(isDynamic);
}

/** Bytes a parameter takes in the head of its tuple. */
function headSize(parameter: AbiParameter & { components?: readonly AbiParameter[] }): number {
  if (isDynamic(parameter)) return 32;
  const fixed = /^(.*)\[(\d+)\]$/.exec(parameter.type);
  if (fixed) return Number(fixed[2]) * headSize({ ...parameter, type: fixed[1]! } as AbiParameter);
  if (parameter.type === "tuple")
    return (parameter.components ?? []).reduce((size, item) => size + headSize(item), 0);
  return 32;
}

const nameOf = (parameters: readonly AbiParameter[], index: number) =>
  parameters[index]!.name || `${index}`;

/**
 * Decodes ABI-encoded parameters and accepts only their one canonical encoding, the one the
 * contracts and viem write: no dirty padding, no offsets elsewhere, no bytes after the last field.
 * Returns the values, or where the bytes go wrong (`field` is the parameter's name, or its index).
 */
export function decodeCanonical(
  parameters: readonly AbiParameter[],
  data: Hex,
): { values: readonly unknown[] } | Failure {
  const expected = (index: number) => `an ABI-encoded ${parameters[index]!.type}`;
  let values: readonly unknown[];
  try {
    values = decodeAbiParameters(parameters, data);
  } catch (cause) {
    // The first parameter that does not decode with those before it is the one at fault.
    for (let index = 0; index < parameters.length; index++) {
      try {
        decodeAbiParameters(parameters.slice(0, index + 1), data);
      } catch (error) {
        return {
          field: nameOf(parameters, index),
          expected: expected(index),
          cause: error as Error,
        };
      }
    }
    return { field: "", expected: "ABI-encoded parameters", cause: cause as Error };
  }
  const canonical = encodeAbiParameters(parameters, values);
  const given = data.toLowerCase();
  if (given === canonical) return { values };
  let first = 2;
  while (first < canonical.length && given[first] === canonical[first]) first++;
  const byte = (first - 2) >> 1;
  if (first === canonical.length)
    return {
      field: nameOf(parameters, parameters.length - 1),
      expected: `${expected(parameters.length - 1)} and no bytes after it`,
    };
  // A difference in the head belongs to the parameter of that slot; one in the tail, to the dynamic
  // parameter whose encoding starts last before it.
  let start = 0;
  let owner = 0;
  let ownerOffset = -1;
  for (let index = 0; index < parameters.length; index++) {
    const size = headSize(parameters[index]!);
    if (byte >= start && byte < start + size)
      return { field: nameOf(parameters, index), expected: expected(index) };
    if (isDynamic(parameters[index]!)) {
      const offset = Number(`0x${canonical.slice(2 + 2 * start, 2 + 2 * (start + 32))}`);
      if (offset <= byte && offset > ownerOffset) {
        owner = index;
        ownerOffset = offset;
      }
    }
    start += size;
  }
  return { field: nameOf(parameters, owner), expected: expected(owner) };
}

/** Throws the failure as an {@link InvalidEncodingError} on `what`, e.g. `deposit`. */
export function fail(what: string, failure: Failure, data: Hex, docsPath: string): never {
  throw new InvalidEncodingError({
    field: failure.field ? `${what}.${failure.field}` : what,
    expected: failure.expected,
    data,
    cause: failure.cause,
    docsPath,
  });
}

/**
 * {@link decodeCanonical}, throwing an {@link InvalidEncodingError} on `what` when it fails; the
 * error carries `whole`, the bytes `data` was cut from (default: `data`).
 */
export function decodeStrict(
  parameters: readonly AbiParameter[],
  data: Hex,
  what: string,
  docsPath: string,
  whole: Hex = data,
): readonly unknown[] {
  const result = decodeCanonical(parameters, data);
  if ("values" in result) return result.values;
  return fail(what, result, whole, docsPath);
}
