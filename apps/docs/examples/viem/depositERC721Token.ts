import { devnetTokens } from "@cartesi/local-devnet/deployment";
import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { erc721Abi } from "viem";
import { devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-721 token; the example account owns ids 3, 4 and 5.
const token = devnetTokens.erc721;
const tokenId = 3n;

// First allow the portal to move the token.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc721Abi,
  functionName: "approve",
  args: [devnet.contracts.erc721Portal, tokenId],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const hash = await walletClient.depositERC721Token({
  token,
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  tokenId,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox });
console.log(receipt.status, added?.input.sender);
// @log: success 0xe3f2f4E6774B60F1BB3Ec8D5110a33D9787b4875
