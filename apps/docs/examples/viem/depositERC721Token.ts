import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { erc721Abi } from "viem";
import { devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-721 token; the example account owns ids 3, 4 and 5.
const token = "0x0DCd1Bf9A1b36cE34237eEaFef220932846BCD82";
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
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  tokenId,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox });
console.log(receipt.status, added?.input.sender);
// @log: success 0x332d24B44996022728053AC8504E6B422d60b675
