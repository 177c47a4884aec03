import { withdrawalProofs } from "@cartesi/local-devnet";
import { account, publicClient, walletClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// drive-root-proof.json, as the devnet's node gives it: the same for every account.
const { driveRootProof } = await withdrawalProofs({
  node: "http://127.0.0.1:6751/rpc",
  application,
  account: account.address,
});
const hash = await walletClient.proveAccountsDriveMerkleRoot({
  application,
  proof: driveRootProof,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const { status } = await publicClient.getWithdrawalStatus({ application });
console.log(receipt.status, status);
// @log: success ready-to-withdraw
