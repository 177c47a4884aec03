import { cartesiClient, publicClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
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
