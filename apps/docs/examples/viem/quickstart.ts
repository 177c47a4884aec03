import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { stringToHex } from "viem";
import { cartesiClient, echo, publicClient, walletClient } from "./config";

// 1. Send an input to the application (the devnet's, `echo` on its node) through the InputBox
// contract on the base layer: a command of the devnet's test application, typed and encoded by its
// definition, `echo`.
const hash = await walletClient.addInput({
  application: echo,
  input: { notices: [stringToHex("hello")] },
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

// 3. Read the notice it produced, its payload decoded as the definition says: text.
const { data: notices } = await cartesiClient.listNotices({ application: echo, inputIndex });
for (const { decodedPayload } of notices) console.log(decodedPayload);
// @log: hello

// 4. Ask the application without a transaction: the answer's reports, decoded too.
const { decodedReports } = await cartesiClient.inspect({ application: echo, request: "ping" });
console.log(decodedReports);
// @log: [ 'ping' ]
