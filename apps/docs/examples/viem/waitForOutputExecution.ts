import { getOutputsExecutedFromReceipt } from "@cartesi/viem";
import { cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// Resolves once anyone has executed the voucher (here, the executeOutput example).
const { status, transactionHash } = await publicClient.waitForOutputExecution({
  node: cartesiClient,
  application,
  outputIndex: 1n,
});
const receipt = await publicClient.getTransactionReceipt({ hash: transactionHash! });
const [executed] = getOutputsExecutedFromReceipt(receipt);
console.log(status, executed?.outputIndex);
// @log: executed 1n
