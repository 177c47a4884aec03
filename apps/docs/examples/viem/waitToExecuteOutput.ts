import { cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
const { status, output } = await publicClient.waitToExecuteOutput({
  node: cartesiClient,
  application,
  outputIndex: 1n,
});
// `output` carries its proof: hand it to executeOutput.
console.log(status, output.outputHashesSiblings?.length);
// @log: ready-to-execute 63
