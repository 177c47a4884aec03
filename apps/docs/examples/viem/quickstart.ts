import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { hexToString, stringToHex } from "viem";
import { cartesiClient, devnet, publicClient, walletClient } from "./config";

// 1. Send an input to the application through the InputBox contract on the base layer.
const hash = await walletClient.addInput({
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  payload: stringToHex("hello"),
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const { inputIndex } = getInputsAddedFromReceipt(receipt, {
  inputBoxAddress: devnet.contracts.inputBox,
})[0]!;

// 2. Wait until the node has run it through the application.
const input = await cartesiClient.waitForInput({
  application: "echo",
  inputIndex,
  waitProcessing: true,
});
console.log(input.status);
// @log: ACCEPTED

// 3. Read what it produced: the echo application answers with a notice of the same payload.
const { data: outputs } = await cartesiClient.listOutputs({
  application: "echo",
  inputIndex,
  limit: 10,
  offset: 0,
});
for (const { decodedData } of outputs) {
  console.log(decodedData.type, hexToString(decodedData.payload));
}
// @log: notice hello
