import { parseEther } from "viem";
import { account, publicClient } from "./config";

const gas = await publicClient.estimateDepositEtherGas({
  account,
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  value: parseEther("1"),
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
