import { cartesiClient, publicClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
const { basis, blocks, seconds } = await publicClient.getTimeToExecutable({
  node: cartesiClient,
  application,
  outputIndex: 1n,
});
// The voucher's claim is accepted: it is executable now.
console.log(basis, blocks, seconds);
// @log: accepted 0n 0
