import { walletActionsL1 } from "@cartesi/viem";
import { useLastAcceptedEpochIndex, useOutputs } from "@cartesi/wagmi";
import { useState } from "react";
import { BaseError, formatEther } from "viem";
import { usePublicClient, useWalletClient } from "wagmi";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";

export function ExecuteVoucher({ inputIndex }: { inputIndex: bigint }) {
  const { data: walletClient } = useWalletClient();
  const publicClient = usePublicClient();
  const [step, setStep] = useState<string>();
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

  if (voucher?.decodedData.type !== "voucher") return <p>Waiting for the voucher…</p>;
  // Before its epoch's claim is accepted, the contract rejects the proof (InvalidOutputsMerkleRoot).
  const executable =
    voucher.outputHashesSiblings !== null &&
    lastAccepted !== undefined &&
    voucher.epochIndex <= lastAccepted;

  async function execute() {
    if (!walletClient || !publicClient || !voucher) return;
    try {
      setStep("Confirm in your wallet…");
      const hash = await walletClient
        .extend(walletActionsL1())
        .executeOutput({ application, output: voucher });
      setStep("Waiting for the transaction…");
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      setStep(
        `Voucher ${voucher.index}: ${receipt.status === "success" ? "executed" : "reverted"}`,
      );
    } catch (error) {
      setStep(error instanceof BaseError ? error.shortMessage : String(error));
    }
  }

  return (
    <div>
      <p>
        Voucher {voucher.index.toString()}: {formatEther(voucher.decodedData.value)} ETH to{" "}
        {voucher.decodedData.destination}
      </p>
      <button type="button" onClick={execute} disabled={!walletClient || !executable}>
        Execute
      </button>
      <p>{step ?? (executable ? "Ready to execute" : "Waiting for the claim to be accepted…")}</p>
    </div>
  );
}
