import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { erc721PortalAddress } from "@cartesi/viem/abi";
import { erc721Abi } from "viem";
import { publicClient, walletClient } from "./config";

// The local chain's test ERC-721 token; the example account owns ids 3, 4 and 5.
const token = "0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e";
const tokenId = 3n;

// First allow the portal to move the token.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc721Abi,
  functionName: "approve",
  args: [erc721PortalAddress, tokenId],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const hash = await walletClient.depositERC721Token({
  token,
  application: "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47",
  tokenId,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt);
console.log(receipt.status, added?.input.sender);
// @log: success 0x9E8851dadb2b77103928518846c4678d48b5e371
