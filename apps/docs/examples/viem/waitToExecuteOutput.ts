import { cartesiClient, publicClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
const { status, output } = await publicClient.waitToExecuteOutput({
  node: cartesiClient,
  application,
  outputIndex: 1n,
});
// `output` carries its proof: hand it to executeOutput.
console.log(status, output.outputHashesSiblings?.length);
// @log: ready-to-execute 63
