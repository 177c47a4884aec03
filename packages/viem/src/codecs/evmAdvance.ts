import { concatHex, encodeAbiParameters, type Hex } from "viem";
import type { EvmAdvance } from "../types/input.js";
import { decodeStrict, fail } from "./strict.js";

/** `Inputs.EvmAdvance(uint256,address,address,uint256,uint256,uint256,uint256,bytes)`, named as {@link EvmAdvance}. */
const evmAdvanceSelector = "0x415bf363";
const evmAdvanceParameters = [
  { name: "chainId", type: "uint256" },
  { name: "applicationContract", type: "address" },
  { name: "sender", type: "address" },
  { name: "blockNumber", type: "uint256" },
  { name: "blockTimestamp", type: "uint256" },
  { name: "prevRandao", type: "uint256" },
  { name: "index", type: "uint256" },
  { name: "payload", type: "bytes" },
] as const;

const docsPath = "/viem/decodeEvmAdvance";

/**
 * Encodes an input as the InputBox does: the `EvmAdvance` call the application's machine receives,
 * which the `InputAdded` event carries and the node serves as an input's `raw_data`.
 *
 * @param input - The input's fields. {@link EvmAdvance}
 * @returns The ABI-encoded `EvmAdvance` call.
 *
 * @example
 * import { encodeEvmAdvance } from "@cartesi/viem/codec";
 *
 * const rawData = encodeEvmAdvance({
 *   chainId: 31337n,
 *   applicationContract: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
 *   sender: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
 *   blockNumber: 20n,
 *   blockTimestamp: 1_700_000_000n,
 *   prevRandao: 0n,
 *   index: 0n,
 *   payload: "0x68656c6c6f",
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/encodeEvmAdvance
 */
export function encodeEvmAdvance(input: EvmAdvance): Hex {
  return concatHex([
    evmAdvanceSelector,
    encodeAbiParameters(
      evmAdvanceParameters,
      evmAdvanceParameters.map(({ name }) => input[name]) as never,
    ),
  ]);
}

/**
 * Decodes an input: the `EvmAdvance` call of an `InputAdded` event's `input`, or of an input's
 * `raw_data` on the node. Only the exact encoding the InputBox writes is accepted.
 *
 * @param rawData - The ABI-encoded `EvmAdvance` call.
 * @returns The input's fields. {@link EvmAdvance}
 * @throws {InvalidEncodingError} When the bytes are not such a call, naming the field at fault.
 *
 * @example
 * import { decodeEvmAdvance } from "@cartesi/viem/codec";
 *
 * const { sender, index, payload } = decodeEvmAdvance(log.args.input);
 *
 * @see https://cartesi.github.io/rollups-ts/viem/decodeEvmAdvance
 */
export function decodeEvmAdvance(rawData: Hex): EvmAdvance {
  if (rawData.slice(0, 10).toLowerCase() !== evmAdvanceSelector)
    fail(
      "evmAdvance",
      { field: "selector", expected: `the EvmAdvance selector ${evmAdvanceSelector}` },
      rawData,
      docsPath,
    );
  const values = decodeStrict(
    evmAdvanceParameters,
    `0x${rawData.slice(10)}`,
    "evmAdvance",
    docsPath,
    rawData,
  );
  return Object.fromEntries(
    evmAdvanceParameters.map(({ name }, index) => [name, values[index]]),
  ) as EvmAdvance;
}
