import { useOutputs, useTimeToExecutable, useWaitToExecuteOutput } from "@cartesi/wagmi";
import { useExecuteOutput } from "@cartesi/wagmi/write";
import { formatEther } from "viem";
import { usePublicClient, useWaitForTransactionReceipt } from "wagmi";
import { messageOf } from "./progress";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

export function ExecuteVoucher({ inputIndex }: { inputIndex: bigint }) {
  const publicClient = usePublicClient();
  // Refetched every second until the node has processed the input.
  const { data: voucher } = useOutputs({
    application,
    inputIndex,
    outputType: "voucher",
    limit: 10,
    offset: 0,
    query: {
      select: (page) => page.data[0],
      refetchInterval: (query) => (query.state.data?.data.length ? false : 1_000),
    },
  });
  const outputIndex = voucher?.index;
  // How long until the voucher is executable, and the wait for it: it resolves once the claim of
  // its epoch is accepted, with the voucher and its proof. Both read the chain through publicClient
  // and poll at its pace (wagmi's config sets 1 s).
  const { data: estimate } = useTimeToExecutable({ publicClient, application, outputIndex });
  const { data: executable } = useWaitToExecuteOutput({ publicClient, application, outputIndex });
  // Once mined, the execution refetches the voucher's status, estimate and waits; the voucher once the node has seen it.
  const execute = useExecuteOutput();
  const receipt = useWaitForTransactionReceipt({ hash: execute.data });

  if (voucher?.decodedData.type !== "voucher") return <p>Waiting for the voucher…</p>;
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
            : estimate
              ? `Waiting for the claim to be accepted, about ${Math.round(estimate.seconds)} s…`
              : "Waiting for the claim to be accepted…";

  return (
    <div>
      <p>
        Voucher {voucher.index.toString()}: {formatEther(voucher.decodedData.value)} ETH to{" "}
        {voucher.decodedData.destination}
      </p>
      <button
        type="button"
        onClick={() => executable && execute.mutate({ application, output: executable.output })}
        disabled={!executable || execute.isPending}
      >
        Execute
      </button>
      <p>{step}</p>
    </div>
  );
}
