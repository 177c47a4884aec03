import { useRefundStatus } from "@cartesi/wagmi";
import { useIssueRefund } from "@cartesi/wagmi/write";
import { usePublicClient, useWaitForTransactionReceipt } from "wagmi";
import { messageOf } from "./progress";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

const next = {
  "not-foreclosed": "The application runs: the deposit is its to process",
  refundable: "Ready to refund",
  refunded: "Refunded",
  finalized: "Processed by the application: withdraw it once the application is foreclosed",
  "not-a-deposit": "Not a deposit: nothing to refund",
};

// The index of the user's deposit: from its receipt (getInputsAddedFromReceipt), or the node.
export function Refund({ inputIndex }: { inputIndex: bigint }) {
  const publicClient = usePublicClient();
  // No `input`: the hooks read it from CartesiProvider's node. Read again once the refund is mined.
  const { data } = useRefundStatus({ publicClient, application, inputIndex });
  const refund = useIssueRefund();
  const receipt = useWaitForTransactionReceipt({ hash: refund.data });

  const error = refund.error ?? receipt.error;
  const step = error
    ? messageOf(error)
    : refund.isPending
      ? "Confirm in your wallet…"
      : refund.data && !receipt.data
        ? "Waiting for the transaction…"
        : data
          ? next[data.status]
          : "Reading the deposit…";

  return (
    <div>
      <p>
        Input {inputIndex.toString()}: {data?.status ?? "…"}
      </p>
      <button
        type="button"
        onClick={() => refund.mutate({ application, inputIndex })}
        disabled={data?.status !== "refundable" || refund.isPending}
      >
        Refund
      </button>
      <p>{step}</p>
    </div>
  );
}
