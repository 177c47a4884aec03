import { erc20Abi, parseEther } from "viem";
import { account, devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-20 token (18 decimals).
const token = "0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0";
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
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  amount,
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
