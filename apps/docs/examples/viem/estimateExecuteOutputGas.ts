import { account, cartesiClient, publicClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
const output = await cartesiClient.getOutput({ application, outputIndex: 1n });
const gas = await publicClient.estimateExecuteOutputGas({ account, application, output });
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
