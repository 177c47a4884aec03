import { devnetTokens } from "@cartesi/local-devnet/deployment";
import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { erc20Abi, parseEther } from "viem";
import { devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-20 token (18 decimals).
const token = devnetTokens.erc20;
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
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  amount,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox });
console.log(receipt.status, added?.input.sender);
// @log: success 0xb564Cb6051e7D23501c0eA594Fd4A939dd5eCa17
