import { account, cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
const output = await cartesiClient.getOutput({ application, outputIndex: 1n });
const gas = await publicClient.estimateExecuteOutputGas({ account, application, output });
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
