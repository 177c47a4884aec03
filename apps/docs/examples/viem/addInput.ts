import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { hexToString, stringToHex } from "viem";
import { devnet, publicClient, walletClient } from "./config";

const hash = await walletClient.addInput({
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  payload: stringToHex("hello"),
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox });
console.log(receipt.status, added?.input.sender, hexToString(added?.input.payload ?? "0x"));
// @log: success 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 hello
