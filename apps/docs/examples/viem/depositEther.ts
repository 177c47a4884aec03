import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { parseEther } from "viem";
import { devnet, publicClient, walletClient } from "./config";

const hash = await walletClient.depositEther({
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  value: parseEther("1"),
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
// The input's sender is the portal; the depositor is in its payload.
const [added] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox });
console.log(receipt.status, added?.input.sender);
// @log: success 0xc4058a9579e476398df76F083A840423AF3280f9
