import { account, cartesiClient, publicClient } from "./config";

const application = "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47";
const output = await cartesiClient.getOutput({ application, outputIndex: 1n });
const gas = await publicClient.estimateExecuteOutputGas({ account, application, output });
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
