import { OutputNotProvenError } from "@cartesi/viem";
import { cartesiClient, publicClient, walletClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
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
