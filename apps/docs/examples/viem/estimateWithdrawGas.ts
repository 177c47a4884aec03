import { withdrawalProofs } from "@cartesi/local-devnet";
import { account, publicClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
const { accountProof } = await withdrawalProofs({
  node: "http://127.0.0.1:6751/rpc",
  application,
  account: account.address,
});
const gas = await publicClient.estimateWithdrawGas({ application, proof: accountProof });
console.log(gas > 0n);
// @log: true
