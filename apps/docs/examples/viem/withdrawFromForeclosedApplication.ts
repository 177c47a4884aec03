import { withdrawalProofs } from "@cartesi/local-devnet";
import { account, publicClient, walletClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// The two files the node operator's tooling writes, here from the devnet (`devnet proofs` writes
// the same files). From a real node's operator, read the files:
// JSON.parse(await readFile("account-proof.json", "utf8")).
const { driveRootProof, accountProof } = await withdrawalProofs({
  node: "http://127.0.0.1:6751/rpc",
  application,
  account: account.address,
});
const accountIndex = BigInt(accountProof.account_index);

const { status } = await publicClient.getWithdrawalStatus({ application, accountIndex });
console.log(status);
// @log: ready-to-prove

// Once per application, by anyone: skipped when someone else proved the root first.
if (status === "ready-to-prove") {
  const hash = await walletClient.proveAccountsDriveMerkleRoot({
    application,
    proof: driveRootProof,
  });
  await publicClient.waitForTransactionReceipt({ hash });
}

const hash = await walletClient.withdraw({ application, proof: accountProof });
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const after = await publicClient.getWithdrawalStatus({ application, accountIndex });
console.log(receipt.status, after.status);
// @log: success withdrawn
