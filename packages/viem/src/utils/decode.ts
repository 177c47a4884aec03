import { decodeFunctionData, type Hex } from "viem";
import { inputsAbi, outputsAbi } from "../abi/generated.js";
import { InvalidFieldError } from "../errors/reads.js";
import type { EvmAdvance } from "../types/input.js";
import type { Output } from "../types/output.js";

// Kept out of parse.ts, so a read that decodes no ABI does not import viem's decoder.

/** Decodes an input's `raw_data`, the `EvmAdvance` call, which is what the machine received. */
export function decodeEvmAdvance(rawData: Hex, field: string): EvmAdvance {
  try {
    const [
      chainId,
      applicationContract,
      sender,
      blockNumber,
      blockTimestamp,
      prevRandao,
      index,
      payload,
    ] = decodeFunctionData({ abi: inputsAbi, data: rawData }).args;
    return {
      chainId,
      applicationContract,
      sender,
      blockNumber,
      blockTimestamp,
      prevRandao,
      index,
      payload,
    };
  } catch (cause) {
    throw new InvalidFieldError({
      field,
      expected: "an EvmAdvance call",
      value: rawData,
      cause: cause as Error,
    });
  }
}

/** Decodes an output's `raw_data`, the ABI-encoded `Outputs` call the contracts hash and execute. */
export function decodeOutput(rawData: Hex, field: string): Output["decodedData"] {
  try {
    const { functionName, args } = decodeFunctionData({ abi: outputsAbi, data: rawData });
    switch (functionName) {
      case "Notice":
        return { type: "notice", payload: args[0] };
      case "Voucher":
        return { type: "voucher", destination: args[0], value: args[1], payload: args[2] };
      case "DelegateCallVoucher":
        return { type: "delegateCallVoucher", destination: args[0], payload: args[1] };
    }
  } catch (cause) {
    throw new InvalidFieldError({
      field,
      expected: "a Notice, Voucher or DelegateCallVoucher call",
      value: rawData,
      cause: cause as Error,
    });
  }
}
