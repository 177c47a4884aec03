import { cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// The base layer is the client; the node is a parameter.
const notice = await publicClient.getOutputStatus({
  node: cartesiClient,
  application,
  outputIndex: 0n,
});
const voucher = await publicClient.getOutputStatus({
  node: cartesiClient,
  application,
  outputIndex: 1n,
});
console.log(notice.status, voucher.status);
// @log: ready-to-validate ready-to-execute
