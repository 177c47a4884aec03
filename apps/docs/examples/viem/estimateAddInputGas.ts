import { stringToHex } from "viem";
import { account, publicClient } from "./config";

const gas = await publicClient.estimateAddInputGas({
  account,
  application: "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47",
  payload: stringToHex("hello"),
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
