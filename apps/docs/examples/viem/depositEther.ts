import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { parseEther } from "viem";
import { devnet, publicClient, walletClient } from "./config";

const hash = await walletClient.depositEther({
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  value: parseEther("1"),
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
// The input's sender is the portal; the depositor is in its payload.
const [added] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox });
console.log(receipt.status, added?.input.sender);
// @log: success 0x2018a6bFD4929Ae4AbA09e623da29D758946A6eF
