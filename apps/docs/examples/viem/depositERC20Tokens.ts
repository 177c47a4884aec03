import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { erc20Abi, parseEther } from "viem";
import { devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-20 token (18 decimals).
const token = "0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0";
const amount = parseEther("1");

// First allow the portal to move the tokens.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc20Abi,
  functionName: "approve",
  args: [devnet.contracts.erc20Portal, amount],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const hash = await walletClient.depositERC20Tokens({
  token,
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  amount,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox });
console.log(receipt.status, added?.input.sender);
// @log: success 0xf89281b3029CaD9d3c6c7179A6e99E3e1f1CAd6D
