import { cartesiClient, publicClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
const output = await cartesiClient.getOutput({ application, outputIndex: 0n });
const valid = await publicClient.validateOutput({ application, output });
console.log(output.decodedData.type, valid);
// @log: notice true
