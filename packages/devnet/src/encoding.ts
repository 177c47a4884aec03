import { rollupsArtifact } from "@rollups-ts/chain";
import { type Address, decodeFunctionData, encodeFunctionData, getAddress, type Hex } from "viem";
import type { AdvanceInput } from "./handler.ts";

export type DecodedOutput =
  | { type: "notice"; payload: Hex }
  | { type: "voucher"; destination: Address; value: bigint; payload: Hex }
  | { type: "delegateCallVoucher"; destination: Address; payload: Hex };

/** The `Outputs` interface selectors that tag each output type. */
export const outputSelectors = {
  notice: "0xc258d6e5",
  voucher: "0x237a816f",
  delegateCallVoucher: "0x10321e8b",
} as const;

const inputsAbi = rollupsArtifact("Inputs").abi;
const outputsAbi = rollupsArtifact("Outputs").abi;

/** Decodes the `EvmAdvance` call an `InputAdded` event carries. */
export function decodeEvmAdvance(rawData: Hex): AdvanceInput {
  const { functionName, args } = decodeFunctionData({ abi: inputsAbi, data: rawData });
  if (functionName !== "EvmAdvance")
    throw new Error(`InputAdded carries ${functionName}, not EvmAdvance`);
  const [chainId, application, sender, blockNumber, blockTimestamp, prevRandao, index, payload] =
    args as [bigint, Address, Address, bigint, bigint, bigint, bigint, Hex];
  return {
    chainId,
    application: getAddress(application),
    sender: getAddress(sender),
    blockNumber,
    blockTimestamp,
    prevRandao,
    index,
    payload,
  };
}

/** ABI-encodes an output with the `Outputs` interface. */
export function encodeOutput(output: DecodedOutput): Hex {
  switch (output.type) {
    case "notice":
      return encodeFunctionData({
        abi: outputsAbi,
        functionName: "Notice",
        args: [output.payload],
      });
    case "voucher":
      return encodeFunctionData({
        abi: outputsAbi,
        functionName: "Voucher",
        args: [output.destination, output.value, output.payload],
      });
    case "delegateCallVoucher":
      return encodeFunctionData({
        abi: outputsAbi,
        functionName: "DelegateCallVoucher",
        args: [output.destination, output.payload],
      });
  }
}
