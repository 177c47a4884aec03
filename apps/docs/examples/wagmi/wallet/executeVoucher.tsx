import { walletActionsL1 } from "@cartesi/viem";
import { useOutputs, useTimeToExecutable, useWaitToExecuteOutput } from "@cartesi/wagmi";
import { invalidateOutputStatusQueries } from "@cartesi/wagmi/query";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { BaseError, formatEther } from "viem";
import { usePublicClient, useWalletClient } from "wagmi";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";

export function ExecuteVoucher({ inputIndex }: { inputIndex: bigint }) {
  const { data: walletClient } = useWalletClient();
  const publicClient = usePublicClient();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<string>();
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

  if (voucher?.decodedData.type !== "voucher") return <p>Waiting for the voucher…</p>;

  async function execute() {
    if (!walletClient || !publicClient || !executable) return;
    try {
      setStep("Confirm in your wallet…");
      const hash = await walletClient
        .extend(walletActionsL1())
        .executeOutput({ application, output: executable.output });
      setStep("Waiting for the transaction…");
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      // The cached status, estimate and waits of this voucher are stale now.
      await invalidateOutputStatusQueries(queryClient, { application, outputIndex });
      setStep(
        `Voucher ${voucher?.index}: ${receipt.status === "success" ? "executed" : "reverted"}`,
      );
    } catch (error) {
      setStep(error instanceof BaseError ? error.shortMessage : String(error));
    }
  }

  const waiting = estimate
    ? `Waiting for the claim to be accepted, about ${Math.round(estimate.seconds)} s…`
    : "Waiting for the claim to be accepted…";
  return (
    <div>
      <p>
        Voucher {voucher.index.toString()}: {formatEther(voucher.decodedData.value)} ETH to{" "}
        {voucher.decodedData.destination}
      </p>
      <button type="button" onClick={execute} disabled={!walletClient || !executable}>
        Execute
      </button>
      <p>{step ?? (executable ? "Ready to execute" : waiting)}</p>
    </div>
  );
}
