import { devnetTokens } from "@cartesi/local-devnet/deployment";
import { erc20Abi, parseEther } from "viem";
import { account, devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-20 token (18 decimals).
const token = devnetTokens.erc20;
const amount = parseEther("1");

// The estimate runs the deposit, so the portal must be allowed to move the tokens first.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc20Abi,
  functionName: "approve",
  args: [devnet.contracts.erc20Portal, amount],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const gas = await publicClient.estimateDepositERC20TokensGas({
  account,
  token,
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  amount,
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
