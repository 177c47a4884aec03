import { useWaitForTransactionInput } from "@cartesi/wagmi/write";
import type { Hash } from "viem";

/** What a write hook returns that the progress needs: its hash, error and whether the wallet is asked. */
type Write = { data?: Hash | undefined; error: Error | null; isPending: boolean };

/** viem's one-line message (`shortMessage`) where the error has one. */
export const messageOf = (error: Error) =>
  "shortMessage" in error && typeof error.shortMessage === "string"
    ? error.shortMessage
    : error.message;

// The wallet's prompt, then the input from its transaction to the node that processed it.
export function Progress({ write }: { write: Write }) {
  const { status, input, error } = useWaitForTransactionInput({ hash: write.data });
  const failure = write.error ?? error;
  const text = failure
    ? messageOf(failure)
    : write.isPending
      ? "Confirm in your wallet…"
      : status === "sent"
        ? "Sent: waiting for the block…"
        : status === "on-chain"
          ? "On chain: waiting for the node…"
          : status === "processed" && input
            ? `Input ${input.index}: ${input.status}`
            : "Not sent";
  return <p>{text}</p>;
}
