import { parseEther } from "viem";
import { account, publicClient } from "./config";

const gas = await publicClient.estimateDepositEtherGas({
  account,
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  value: parseEther("1"),
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
