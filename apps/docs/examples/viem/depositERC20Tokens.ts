import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { erc20PortalAddress } from "@cartesi/viem/abi";
import { erc20Abi, parseEther } from "viem";
import { publicClient, walletClient } from "./config";

// The local chain's test ERC-20 token (18 decimals).
const token = "0x610178dA211FEF7D417bC0e6FeD39F05609AD788";
const amount = parseEther("1");

// First allow the portal to move the tokens.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc20Abi,
  functionName: "approve",
  args: [erc20PortalAddress, amount],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const hash = await walletClient.depositERC20Tokens({
  token,
  application: "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47",
  amount,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt);
console.log(receipt.status, added?.input.sender);
// @log: success 0xACA6586A0Cf05bD831f2501E7B4aea550dA6562D
