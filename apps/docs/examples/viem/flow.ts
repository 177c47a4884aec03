import { getInputsAddedFromReceipt, getOutputsExecutedFromReceipt } from "@cartesi/viem";
import { parseEther, stringToHex, toHex } from "viem";
import { account, cartesiClient, devnet, publicClient, walletClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// 1. Deposit 1 ether. The devnet's test application (yours decides its own format) reads a
//    JSON command from the deposit's execLayerData: this one asks for a voucher paying it back.
const command = { vouchers: [{ destination: account.address, value: toHex(parseEther("1")) }] };
const hash = await walletClient.depositEther({
  application,
  value: parseEther("1"),
  execLayerData: stringToHex(JSON.stringify(command)),
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [deposit] = getInputsAddedFromReceipt(receipt, {
  inputBoxAddress: devnet.contracts.inputBox,
});
if (!deposit) throw new Error("The transaction added no input");

// 2. Wait until the node has processed the input and read the outputs it produced.
await cartesiClient.waitForInput({
  application,
  inputIndex: deposit.inputIndex,
  waitProcessing: true,
  rejectErrors: true,
});
const { data: outputs } = await cartesiClient.listOutputs({
  application,
  inputIndex: deposit.inputIndex,
});
console.log(outputs.map((output) => output.decodedData.type));
// @log: [ 'voucher' ]

// 3. Tell the user how long: the voucher is executable once its epoch's claim is accepted.
const estimate = await publicClient.getTimeToExecutable({
  node: cartesiClient,
  application,
  outputIndex: outputs[0]!.index,
});
console.log(estimate.executableAtBlock > receipt.blockNumber);
// @log: true

// 4. Wait until it is executable; the output comes back with its proof.
const { status, output } = await publicClient.waitToExecuteOutput({
  node: cartesiClient,
  application,
  outputIndex: outputs[0]!.index,
});
console.log(status);
// @log: ready-to-execute

// 5. Execute it, and read from the receipt which output the transaction executed.
const executed = await walletClient.executeOutput({ application, output });
const execution = await publicClient.waitForTransactionReceipt({ hash: executed });
const [event] = getOutputsExecutedFromReceipt(execution);
console.log(execution.status, event?.outputIndex === output.index);
// @log: success true
