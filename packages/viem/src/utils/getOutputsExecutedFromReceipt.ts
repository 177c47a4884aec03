import type { Address, Hex, Log } from "viem";
import { applicationEventsFromReceipt } from "./events.js";

export type OutputExecuted = {
  /** The application whose output was executed. */
  application: Address;
  /** Index of the output among all outputs of the application. */
  outputIndex: bigint;
  /** The output as executed (ABI-encoded). */
  output: Hex;
};

export type GetOutputsExecutedFromReceiptParameters = {
  /** Only outputs of this application, or these applications. Default: any contract's `OutputExecuted` events. */
  application?: Address | readonly Address[] | undefined;
};

/**
 * Returns the outputs a transaction executed (`Application.OutputExecuted` events), e.g. of an
 * `executeOutput` transaction. Reads both layouts of the event: the output index in the data (up
 * to rollups-contracts 3.0.0-alpha.6) and in `topic1` (from alpha.7).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/executeOutput
 *
 * @param receipt - The transaction receipt, e.g. from viem's `waitForTransactionReceipt`.
 * @param parameters - {@link GetOutputsExecutedFromReceiptParameters}
 * @returns The executed outputs, in log order; empty when the transaction executed none.
 *
 * @example
 * import { getOutputsExecutedFromReceipt } from "@cartesi/viem";
 *
 * const receipt = await publicClient.waitForTransactionReceipt({ hash });
 * const [{ outputIndex }] = getOutputsExecutedFromReceipt(receipt);
 */
export function getOutputsExecutedFromReceipt(
  receipt: { logs: readonly Log[] },
  { application }: GetOutputsExecutedFromReceiptParameters = {},
): OutputExecuted[] {
  return applicationEventsFromReceipt("OutputExecuted", receipt, application).map(
    ({ application, args: { outputIndex, output } }) => ({ application, outputIndex, output }),
  );
}
