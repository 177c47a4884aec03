import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { hexToString, stringToHex } from "viem";
import { devnet, publicClient, walletClient } from "./config";

const hash = await walletClient.addInput({
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  payload: stringToHex("hello"),
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox });
console.log(receipt.status, added?.input.sender, hexToString(added?.input.payload ?? "0x"));
// @log: success 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 hello
