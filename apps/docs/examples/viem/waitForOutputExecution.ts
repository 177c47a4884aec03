import { getOutputsExecutedFromReceipt } from "@cartesi/viem";
import { cartesiClient, publicClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
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
