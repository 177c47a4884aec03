import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { parseEther, stringToHex, toHex } from "viem";
import { account, cartesiClient, devnet, publicClient, walletClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";

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

// 2. Wait until the node has processed the input.
const input = await cartesiClient.waitForInput({
  application,
  inputIndex: deposit.inputIndex,
  waitProcessing: true,
  rejectErrors: true,
});
console.log(input.status);
// @log: ACCEPTED

// 3. Read the outputs the input produced.
const { data: outputs } = await cartesiClient.listOutputs({
  application,
  inputIndex: input.index,
  limit: 10,
  offset: 0,
});
console.log(outputs.map((output) => output.decodedData.type));
// @log: [ 'voucher' ]

// 4. Wait until the claim of the input's epoch is accepted: before, execution reverts.
for (;;) {
  const epoch = await cartesiClient.getEpoch({ application, epochIndex: input.epochIndex });
  if (epoch.status === "CLAIM_ACCEPTED") break;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

// 5. Read the voucher again, now with its proof, and execute it.
const voucher = await cartesiClient.getOutput({ application, outputIndex: outputs[0]!.index });
const executed = await walletClient.executeOutput({ application, output: voucher });
const execution = await publicClient.waitForTransactionReceipt({ hash: executed });
console.log(execution.status);
// @log: success
