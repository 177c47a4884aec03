import { cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
const output = await cartesiClient.getOutput({ application, outputIndex: 0n });
const valid = await publicClient.validateOutput({ application, output });
console.log(output.decodedData.type, valid);
// @log: notice true
