import { useLastAcceptedEpochIndex, useOutputs } from "@cartesi/wagmi";
import { useExecuteOutput } from "@cartesi/wagmi/write";
import { formatEther } from "viem";
import { useWaitForTransactionReceipt } from "wagmi";
import { messageOf } from "./progress";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";

export function ExecuteVoucher({ inputIndex }: { inputIndex: bigint }) {
  // Refetched every second: the proof arrives once the claim of the voucher's epoch is computed.
  const { data: voucher } = useOutputs({
    application,
    inputIndex,
    outputType: "voucher",
    limit: 10,
    offset: 0,
    query: { select: (page) => page.data[0], refetchInterval: 1_000 },
  });
  const { data: lastAccepted } = useLastAcceptedEpochIndex({
    application,
    query: { refetchInterval: 1_000 },
  });
  const execute = useExecuteOutput();
  const receipt = useWaitForTransactionReceipt({ hash: execute.data });

  if (voucher?.decodedData.type !== "voucher") return <p>Waiting for the voucher…</p>;
  // Before its epoch's claim is accepted, executeOutput refuses it (OutputClaimNotAcceptedError).
  const executable =
    voucher.outputHashesSiblings !== null &&
    lastAccepted !== undefined &&
    voucher.epochIndex <= lastAccepted;
  const error = execute.error ?? receipt.error;
  const step = error
    ? messageOf(error)
    : execute.isPending
      ? "Confirm in your wallet…"
      : receipt.data
        ? `Voucher ${voucher.index}: ${receipt.data.status === "success" ? "executed" : "reverted"}`
        : execute.data
          ? "Waiting for the transaction…"
          : executable
            ? "Ready to execute"
            : "Waiting for the claim to be accepted…";

  return (
    <div>
      <p>
        Voucher {voucher.index.toString()}: {formatEther(voucher.decodedData.value)} ETH to{" "}
        {voucher.decodedData.destination}
      </p>
      <button
        type="button"
        onClick={() => execute.mutate({ application, output: voucher })}
        disabled={!executable || execute.isPending}
      >
        Execute
      </button>
      <p>{step}</p>
    </div>
  );
}
