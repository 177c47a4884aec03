import { cartesiClient, publicClient, walletClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// A voucher of an accepted epoch: the node serves it with its proof.
const output = await cartesiClient.getOutput({ application, outputIndex: 1n });
const hash = await walletClient.executeOutput({ application, output });
const receipt = await publicClient.waitForTransactionReceipt({ hash });
console.log(output.decodedData.type, receipt.status);
// @log: voucher success
