import { getInputsAddedFromReceipt, walletActionsL1 } from "@cartesi/viem";
import { useWaitForInput } from "@cartesi/wagmi";
import { useState } from "react";
import { BaseError, parseEther, stringToHex, toHex } from "viem";
import { usePublicClient, useWalletClient } from "wagmi";
import { devnet } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";

export function DepositEther() {
  const { data: walletClient } = useWalletClient();
  const publicClient = usePublicClient();
  const [step, setStep] = useState("Not sent");
  const [inputIndex, setInputIndex] = useState<bigint>();
  const { data: input } = useWaitForInput({ application, inputIndex, waitProcessing: true });

  async function deposit() {
    if (!walletClient || !publicClient) return;
    // The devnet's test application reads a JSON command from execLayerData (yours decides its
    // own format): this one asks for a voucher that pays the ether back to the sender.
    const command = {
      vouchers: [{ destination: walletClient.account.address, value: toHex(parseEther("1")) }],
    };
    try {
      setStep("Confirm in your wallet…");
      const hash = await walletClient
        .extend(walletActionsL1({ deployments: [devnet] }))
        .depositEther({
          application,
          value: parseEther("1"),
          execLayerData: stringToHex(JSON.stringify(command)),
        });
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
      <button type="button" onClick={deposit} disabled={!walletClient}>
        Deposit 1 ETH
      </button>
      <p>{input ? `Input ${input.index}: ${input.status}` : step}</p>
    </div>
  );
}
