import { type Address, isAddressEqual, type Log, parseEventLogs } from "viem";
import { inputBoxAddress as canonicalInputBoxAddress } from "../abi/addresses.js";
import { inputBoxAbi } from "../abi/generated.js";
import type { EvmAdvance } from "../types/input.js";
import { decodeEvmAdvance } from "./decode.js";

export type InputAdded = {
  /** The application the input was sent to. */
  application: Address;
  /** Index of the input among all inputs of the application: what `waitForInput` takes. */
  inputIndex: bigint;
  /** The input as the application's machine receives it. */
  input: EvmAdvance;
};

export type GetInputsAddedFromReceiptParameters = {
  /** The InputBox the inputs went through. @default the canonical InputBox address */
  inputBoxAddress?: Address | undefined;
};

/**
 * Returns the inputs a transaction added (`InputBox.InputAdded` events), e.g. the index of the input
 * an `addInput` or a deposit created.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/waitForInput
 *
 * @param receipt - The transaction receipt, e.g. from viem's `waitForTransactionReceipt`.
 * @param parameters - {@link GetInputsAddedFromReceiptParameters}
 * @returns The inputs, in log order; empty when the transaction added none.
 *
 * @example
 * import { getInputsAddedFromReceipt } from "@cartesi/viem";
 *
 * const receipt = await publicClient.waitForTransactionReceipt({ hash });
 * const [{ inputIndex }] = getInputsAddedFromReceipt(receipt);
 */
export function getInputsAddedFromReceipt(
  receipt: { logs: readonly Log[] },
  { inputBoxAddress = canonicalInputBoxAddress }: GetInputsAddedFromReceiptParameters = {},
): InputAdded[] {
  const events = parseEventLogs({
    abi: inputBoxAbi,
    eventName: "InputAdded",
    logs: receipt.logs.filter((log) => isAddressEqual(log.address, inputBoxAddress)) as Log[],
  });
  return events.map(({ args }) => ({
    application: args.appContract,
    inputIndex: args.index,
    input: decodeEvmAdvance(args.input, "InputAdded.input"),
  }));
}
