import { erc20PortalAddress } from "@cartesi/viem/abi";
import { erc20Abi, parseEther } from "viem";
import { account, publicClient, walletClient } from "./config";

// The local chain's test ERC-20 token (18 decimals).
const token = "0x610178dA211FEF7D417bC0e6FeD39F05609AD788";
const amount = parseEther("1");

// The estimate runs the deposit, so the portal must be allowed to move the tokens first.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc20Abi,
  functionName: "approve",
  args: [erc20PortalAddress, amount],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const gas = await publicClient.estimateDepositERC20TokensGas({
  account,
  token,
  application: "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47",
  amount,
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
