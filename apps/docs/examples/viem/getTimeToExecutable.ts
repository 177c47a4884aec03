import { cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
const { basis, blocks, seconds } = await publicClient.getTimeToExecutable({
  node: cartesiClient,
  application,
  outputIndex: 1n,
});
// The voucher's claim is accepted: it is executable now.
console.log(basis, blocks, seconds);
// @log: accepted 0n 0
