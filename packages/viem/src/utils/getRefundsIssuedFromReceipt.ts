import type { Address, Hex, Log } from "viem";
import { applicationEventsFromReceipt } from "./events.js";

export type RefundIssued = {
  /** The application that refunded the deposit. */
  application: Address;
  /** Index of the deposit's input among all inputs of the application. */
  inputIndex: bigint;
  /** The whole input, as the InputBox added it. */
  input: Hex;
  /** The output the refund executed: the voucher or delegate-call voucher that gave the asset back. */
  output: Hex;
};

export type GetRefundsIssuedFromReceiptParameters = {
  /** Only refunds of this application, or these applications. Default: any contract's `RefundIssued` events. */
  application?: Address | readonly Address[] | undefined;
};

/**
 * Returns the deposits a transaction refunded (`Application.RefundIssued` events), e.g. of an
 * `issueRefund` transaction. Reads both layouts of the event: the input index in the data and in
 * `topic1` (`indexed`, the layout of every release with refunds, from rollups-contracts 3.0.0-alpha.7).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/issueRefund
 *
 * @param receipt - The transaction receipt, e.g. from viem's `waitForTransactionReceipt`.
 * @param parameters - {@link GetRefundsIssuedFromReceiptParameters}
 * @returns The refunds, in log order; empty when the transaction issued none.
 *
 * @example
 * import { getRefundsIssuedFromReceipt } from "@cartesi/viem";
 *
 * const receipt = await publicClient.waitForTransactionReceipt({ hash });
 * const [{ inputIndex }] = getRefundsIssuedFromReceipt(receipt);
 */
export function getRefundsIssuedFromReceipt(
  receipt: { logs: readonly Log[] },
  { application }: GetRefundsIssuedFromReceiptParameters = {},
): RefundIssued[] {
  return applicationEventsFromReceipt("RefundIssued", receipt, application).map(
    ({ application, args: { inputIndex, input, output } }) => ({
      application,
      inputIndex,
      input,
      output,
    }),
  );
}
