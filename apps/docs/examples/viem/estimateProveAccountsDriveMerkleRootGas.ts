import { withdrawalProofs } from "@cartesi/local-devnet";
import { account, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// The devnet's node gives the proof files; a real node's operators write them with its tooling.
const { driveRootProof } = await withdrawalProofs({
  node: "http://127.0.0.1:6751/rpc",
  application,
  account: account.address,
});
const gas = await publicClient.estimateProveAccountsDriveMerkleRootGas({
  application,
  proof: driveRootProof,
});
console.log(gas > 0n);
// @log: true
