import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { hexToString, stringToHex } from "viem";
import { publicClient, walletClient } from "./config";

const hash = await walletClient.addInput({
  application: "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47",
  payload: stringToHex("hello"),
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt);
console.log(receipt.status, added?.input.sender, hexToString(added?.input.payload ?? "0x"));
// @log: success 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 hello
