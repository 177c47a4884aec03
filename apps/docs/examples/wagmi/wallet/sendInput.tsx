import { getInputsAddedFromReceipt, walletActionsL1 } from "@cartesi/viem";
import { useWaitForInput } from "@cartesi/wagmi";
import { useState } from "react";
import { BaseError, stringToHex } from "viem";
import { usePublicClient, useWalletClient } from "wagmi";
import { devnet } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";

export function SendInput() {
  // The connected wallet's client (wagmi), with this toolkit's wallet actions added.
  const { data: walletClient } = useWalletClient();
  const publicClient = usePublicClient();
  const [step, setStep] = useState("Not sent");
  const [inputIndex, setInputIndex] = useState<bigint>();
  // Waits while inputIndex is undefined, then until the node has processed the input.
  const { data: input } = useWaitForInput({ application, inputIndex, waitProcessing: true });

  async function send() {
    if (!walletClient || !publicClient) return;
    try {
      setStep("Confirm in your wallet…");
      const hash = await walletClient
        .extend(walletActionsL1())
        .addInput({ application, payload: stringToHex("hello") });
      setStep("Waiting for the transaction…");
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      setInputIndex(
        getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox })[0]
          ?.inputIndex,
      );
      setStep("Waiting for the node…");
    } catch (error) {
      setStep(error instanceof BaseError ? error.shortMessage : String(error));
    }
  }

  return (
    <div>
      <button type="button" onClick={send} disabled={!walletClient}>
        Send "hello"
      </button>
      <p>{input ? `Input ${input.index}: ${input.status}` : step}</p>
    </div>
  );
}
