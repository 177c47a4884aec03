import { cartesiClient, publicClient, walletClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
// A voucher of an accepted epoch: the node serves it with its proof.
const output = await cartesiClient.getOutput({ application, outputIndex: 1n });
const hash = await walletClient.executeOutput({ application, output });
const receipt = await publicClient.waitForTransactionReceipt({ hash });
console.log(output.decodedData.type, receipt.status);
// @log: voucher success
