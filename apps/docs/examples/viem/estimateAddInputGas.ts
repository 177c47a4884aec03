import { stringToHex } from "viem";
import { account, publicClient } from "./config";

const gas = await publicClient.estimateAddInputGas({
  account,
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  payload: stringToHex("hello"),
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
