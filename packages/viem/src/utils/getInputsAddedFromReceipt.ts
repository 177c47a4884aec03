import { type Address, type Hex, isAddressEqual, type Log, parseEventLogs } from "viem";
import { inputBoxAbi } from "../abi/generated.js";
import { knownDeployments } from "../deployments.js";
import type { EvmAdvance } from "../types/input.js";
import { decodeEvmAdvance } from "./decode.js";

export type InputAdded = {
  /** The application the input was sent to. */
  application: Address;
  /** Index of the input among all inputs of the application: what `waitForInput` takes. */
  inputIndex: bigint;
  /** The input as the application's machine receives it. */
  input: EvmAdvance;
  /** The whole input as the InputBox added it (the node's `raw_data`): what `issueRefund` takes. */
  rawData: Hex;
};

export type GetInputsAddedFromReceiptParameters = {
  /**
   * The InputBox, or InputBoxes, whose `InputAdded` events count. Default: the InputBoxes of the
   * deployments the package knows (v2.2, v3.0.0-alpha.6 and v3.0.0-alpha.10).
   */
  inputBoxAddress?: Address | readonly Address[] | undefined;
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
  {
    inputBoxAddress = knownDeployments.map(({ contracts }) => contracts.inputBox),
  }: GetInputsAddedFromReceiptParameters = {},
): InputAdded[] {
  const events = parseEventLogs({
    abi: inputBoxAbi,
    eventName: "InputAdded",
    logs: receipt.logs.filter((log) =>
      [inputBoxAddress].flat().some((address) => isAddressEqual(log.address, address)),
    ) as Log[],
  });
  return events.map(({ args }) => ({
    application: args.appContract,
    inputIndex: args.index,
    input: decodeEvmAdvance(args.input, "InputAdded.input"),
    rawData: args.input,
  }));
}
