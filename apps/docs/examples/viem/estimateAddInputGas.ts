import { stringToHex } from "viem";
import { account, publicClient } from "./config";

const gas = await publicClient.estimateAddInputGas({
  account,
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  payload: stringToHex("hello"),
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
