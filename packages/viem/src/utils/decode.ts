import { decodeAbiParameters, type Hex, parseAbiParameters } from "viem";
import { InvalidFieldError } from "../errors/node.js";
import type { EvmAdvance } from "../types/input.js";
import type { Output } from "../types/output.js";

// Kept out of parse.ts, so a read that decodes no ABI does not import viem's decoder. The calls
// are decoded by selector and parameter types alone (the names and Solidity types of the full
// ABIs in `@cartesi/viem/abi` would only add bytes); a test checks both agree.

/** `Inputs.EvmAdvance(uint256,address,address,uint256,uint256,uint256,uint256,bytes)`. */
export const evmAdvanceSelector = "0x415bf363";
export const evmAdvanceParameters = "uint256,address,address,uint256,uint256,uint256,uint256,bytes";

/** The `Outputs` functions by selector: what the contracts hash and execute. */
export const outputParameters = {
  "0xc258d6e5": "bytes",
  "0x237a816f": "address,uint256,bytes",
  "0x10321e8b": "address,bytes",
} as const;

/** Decodes the arguments of a call to `selector` with `types`; throws when the data is anything else. */
function decodeCall(data: Hex, selector: string, types: string): readonly unknown[] {
  if (data.slice(0, 10).toLowerCase() !== selector) throw new Error(`not a ${selector} call`);
  return decodeAbiParameters(parseAbiParameters(types), `0x${data.slice(10)}`);
}

function fail(field: string, expected: string, value: Hex, cause: unknown): never {
  throw new InvalidFieldError({ field, expected, value, cause: cause as Error });
}

/** The fields of `EvmAdvance`, in the order of the call's arguments. */
const evmAdvanceFields = [
  "chainId",
  "applicationContract",
  "sender",
  "blockNumber",
  "blockTimestamp",
  "prevRandao",
  "index",
  "payload",
] as const satisfies readonly (keyof EvmAdvance)[];

/** Decodes an input's `raw_data`, the `EvmAdvance` call, which is what the machine received. */
export function decodeEvmAdvance(rawData: Hex, field: string): EvmAdvance {
  try {
    const args = decodeCall(rawData, evmAdvanceSelector, evmAdvanceParameters);
    return Object.fromEntries(evmAdvanceFields.map((name, i) => [name, args[i]])) as EvmAdvance;
  } catch (cause) {
    return fail(field, "an EvmAdvance call", rawData, cause);
  }
}

/** Decodes an output's `raw_data`, the ABI-encoded `Outputs` call the contracts hash and execute. */
export function decodeOutput(rawData: Hex, field: string): Output["decodedData"] {
  const selector = rawData.slice(0, 10).toLowerCase() as keyof typeof outputParameters;
  try {
    const types = outputParameters[selector];
    if (!types) throw new Error("unknown selector");
    const args = decodeCall(rawData, selector, types) as [Hex, Hex & bigint, Hex];
    return selector === "0xc258d6e5"
      ? { type: "notice", payload: args[0] }
      : selector === "0x237a816f"
        ? { type: "voucher", destination: args[0], value: args[1], payload: args[2] }
        : { type: "delegateCallVoucher", destination: args[0], payload: args[1] };
  } catch (cause) {
    return fail(field, "a Notice, Voucher or DelegateCallVoucher call", rawData, cause);
  }
}
