import { cartesiClient, publicClient, walletClient } from "./config";

const application = "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47";
// A voucher of an accepted epoch: the node serves it with its proof.
const output = await cartesiClient.getOutput({ application, outputIndex: 1n });
const hash = await walletClient.executeOutput({ application, output });
const receipt = await publicClient.waitForTransactionReceipt({ hash });
console.log(output.decodedData.type, receipt.status);
// @log: voucher success
