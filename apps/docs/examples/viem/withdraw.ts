import { withdrawalProofs } from "@cartesi/local-devnet";
import { devnetTokens } from "@cartesi/local-devnet/deployment";
import { erc20Abi, formatEther } from "viem";
import { account, publicClient, walletClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// The local chain's test ERC-20 token, which the devnet's application pays withdrawals in.
const token = devnetTokens.erc20;
const balance = () =>
  publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [account.address],
  });

// account-proof.json of this account, as the devnet's node gives it.
const { accountProof } = await withdrawalProofs({
  node: "http://127.0.0.1:6751/rpc",
  application,
  account: account.address,
});
const before = await balance();
const hash = await walletClient.withdraw({ application, proof: accountProof });
const receipt = await publicClient.waitForTransactionReceipt({ hash });
console.log(receipt.status, formatEther((await balance()) - before));
// @log: success 1
