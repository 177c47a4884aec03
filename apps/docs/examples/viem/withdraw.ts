import { withdrawalProofs } from "@cartesi/local-devnet";
import { erc20Abi, formatEther } from "viem";
import { account, publicClient, walletClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
// The local chain's test ERC-20 token, which the devnet's application pays withdrawals in.
const token = "0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0";
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
