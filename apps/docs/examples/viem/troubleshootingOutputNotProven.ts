import { OutputNotProvenError } from "@cartesi/viem";
import { cartesiClient, publicClient, walletClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
// The voucher as the node serves it before its epoch's claim is computed: no proof yet.
const voucher = await cartesiClient.getOutput({ application, outputIndex: 1n });
const unproven = { ...voucher, outputHashesSiblings: null };
try {
  await walletClient.executeOutput({ application, output: unproven });
} catch (error) {
  if (!(error instanceof OutputNotProvenError)) throw error;
  console.log(error.name);
  // @log: OutputNotProvenError
}

// Wait until it is executable instead: the wait returns the voucher with its proof.
const { status, output } = await publicClient.waitToExecuteOutput({
  node: cartesiClient,
  application,
  outputIndex: 1n,
});
console.log(status, output.outputHashesSiblings?.length);
// @log: ready-to-execute 63
