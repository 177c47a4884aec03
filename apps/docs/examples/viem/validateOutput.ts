import { cartesiClient, publicClient } from "./config";

const application = "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47";
const output = await cartesiClient.getOutput({ application, outputIndex: 0n });
const valid = await publicClient.validateOutput({ application, output });
console.log(output.decodedData.type, valid);
// @log: notice true
