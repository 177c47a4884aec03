import { devnetApplications } from "@cartesi/local-devnet/deployment";
import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { hexToString, stringToHex } from "viem";
import { cartesiClient, publicClient, walletClient } from "./config";

// 1. Send an input to the application (the devnet's, `echo` on its node) through the InputBox
// contract on the base layer.
const hash = await walletClient.addInput({
  application: devnetApplications.N,
  payload: stringToHex("hello"),
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
// The input's index, from the InputAdded event of the InputBox the node reads for the application.
const { inputBoxAddress } = await cartesiClient.getApplication({ application: "echo" });
const { inputIndex } = getInputsAddedFromReceipt(receipt, { inputBoxAddress })[0]!;

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
