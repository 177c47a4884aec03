import { type Address, getAddress, type Hex, isAddressEqual, type Log, parseEventLogs } from "viem";
import { applicationAbi } from "../abi/generated.js";

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
 * `executeOutput` transaction.
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
  const logs =
    application === undefined
      ? receipt.logs
      : receipt.logs.filter((log) =>
          [application].flat().some((address) => isAddressEqual(log.address, address)),
        );
  return parseEventLogs({
    abi: applicationAbi,
    eventName: "OutputExecuted",
    logs: logs as Log[],
  }).map(({ address, args }) => ({
    application: getAddress(address),
    outputIndex: args.outputIndex,
    output: args.output,
  }));
}
