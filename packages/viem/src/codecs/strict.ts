import type { AbiParameter } from "abitype";
import { decodeAbiParameters, encodeAbiParameters, type Hex } from "viem";
import { InvalidEncodingError } from "../errors/encoding.js";

/** Where a decoding failed: the field, what it should have been, and why. */
export type Failure = { field: string; expected: string; cause?: Error | undefined };

type Parameter = AbiParameter & { components?: readonly Parameter[] };

const fixedArray = /\[(\d+)\]$/;

/** Whether a parameter is encoded in the tail of its tuple, with its offset in the head. */
const isDynamic = ({ type, components = [] }: Parameter): boolean =>
  /^(bytes|string)$|\[\]$/.test(type) ||
  (fixedArray.test(type)
    ? isDynamic({ type: type.replace(fixedArray, ""), components } as Parameter)
    : type === "tuple" && components.some(isDynamic));

/** Bytes a parameter takes in the head of its tuple. */
const headSize = (parameter: Parameter): number => {
  const { type, components = [] } = parameter;
  if (isDynamic(parameter)) return 32;
  const fixed = fixedArray.exec(type);
  if (fixed)
    return Number(fixed[1]) * headSize({ ...parameter, type: type.replace(fixedArray, "") });
  return type === "tuple" ? components.reduce((size, item) => size + headSize(item), 0) : 32;
};

/** What {@link decodeExact} found: the values, a failure, or the first byte that differs from the canonical encoding. */
type Exact = { values: readonly unknown[] } | Failure | { byte: number; canonical: Hex };

/** The failure of parameter `index`. */
const at = (parameters: readonly Parameter[], index: number, cause?: unknown, after = "") => ({
  field: parameters[index]!.name || `${index}`,
  expected: `an ABI-encoded ${parameters[index]!.type}${after}`,
  cause: cause as Error | undefined,
});

/**
 * Decodes ABI-encoded parameters, then encodes them again: the bytes must be that one canonical
 * encoding, the one the contracts and viem write (no dirty padding, no offsets elsewhere, no bytes
 * after the last field). Where decoding or encoding fails, the parameter at fault is the first one
 * that fails with those before it.
 */
export function decodeExact(parameters: readonly Parameter[], data: Hex): Exact {
  const failing = (attempt: (count: number) => unknown, cause: unknown) => {
    let index = 0;
    try {
      for (; index < parameters.length - 1; index++) attempt(index + 1);
    } catch {}
    return at(parameters, index, cause);
  };
  let values: readonly unknown[];
  let canonical: Hex;
  try {
    values = decodeAbiParameters(parameters, data);
  } catch (cause) {
    return failing((count) => decodeAbiParameters(parameters.slice(0, count), data), cause);
  }
  try {
    canonical = encodeAbiParameters(parameters, values);
  } catch (cause) {
    // A value that decodes but does not encode (a uint8 of 256) was never a valid encoding.
    return failing(
      (count) => encodeAbiParameters(parameters.slice(0, count), values.slice(0, count)),
      cause,
    );
  }
  const given = data.toLowerCase();
  if (given === canonical) return { values };
  let byte = 0;
  while (given.slice(2 + 2 * byte, 4 + 2 * byte) === canonical.slice(2 + 2 * byte, 4 + 2 * byte))
    byte++;
  if (2 + 2 * byte >= canonical.length)
    return at(parameters, parameters.length - 1, undefined, " and no bytes after it");
  return { byte, canonical };
}

/** The 32-byte word at `byte` of `data`, as a number. */
export const wordAt = (data: Hex, byte: number) =>
  Number(`0x${data.slice(2 + 2 * byte, 66 + 2 * byte)}`);

/**
 * {@link decodeExact}, naming the parameter a difference belongs to: in the head, the parameter of
 * that slot; in the tail, the dynamic parameter whose encoding starts last before it.
 */
export function decodeCanonical(
  parameters: readonly Parameter[],
  data: Hex,
): { values: readonly unknown[] } | Failure {
  const result = decodeExact(parameters, data);
  if (!("byte" in result)) return result;
  const { byte, canonical } = result;
  let start = 0;
  let owner = 0;
  for (let index = 0; index < parameters.length; index++) {
    const size = headSize(parameters[index]!);
    if (byte < start + size) return at(parameters, index);
    if (isDynamic(parameters[index]!) && wordAt(canonical, start) <= byte) owner = index;
    start += size;
  }
  return at(parameters, owner);
}

/** Throws the failure as an {@link InvalidEncodingError} on `what`, e.g. `deposit`. */
export function fail(what: string, failure: Failure, data: Hex, docsPath: string): never {
  const { field: part } = failure;
  throw new InvalidEncodingError({
    ...failure,
    field: !part ? what : !what || part.startsWith("[") ? `${what}${part}` : `${what}.${part}`,
    data,
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
