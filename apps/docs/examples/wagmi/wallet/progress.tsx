import { useWaitForTransactionInput } from "@cartesi/wagmi/write";
import type { Hash } from "viem";

/** viem's one-line message (`shortMessage`) where the error has one. */
export const messageOf = (error: Error) =>
  "shortMessage" in error && typeof error.shortMessage === "string"
    ? error.shortMessage
    : error.message;

/** What a write hook returns that the progress needs: its hash, error and whether the wallet is asked. */
type Write = { data?: Hash | undefined; error: Error | null; isPending: boolean };

// Props of plain strings, never the error object: React 19's development build serializes a
// component's changed props, and throws on the bigints a viem error's `args` hold.
export const progressOf = (write: Write) => ({
  hash: write.data,
  isPending: write.isPending,
  failure: write.error ? messageOf(write.error) : undefined,
});

// The wallet's prompt, then the input from its transaction to the node that processed it.
export function Progress({ hash, isPending, failure }: ReturnType<typeof progressOf>) {
  const { progress, data, error } = useWaitForTransactionInput({ hash });
  const text =
    failure ??
    (error
      ? messageOf(error)
      : isPending
        ? "Confirm in your wallet…"
        : progress === "sent"
          ? "Sent: waiting for the block…"
          : progress === "on-chain"
            ? "On chain: waiting for the node…"
            : data
              ? `Input ${data.input.index}: ${data.input.status}`
              : "Not sent");
  return <p>{text}</p>;
}
