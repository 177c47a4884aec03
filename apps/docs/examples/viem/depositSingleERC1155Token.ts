import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { erc1155Abi } from "viem";
import { devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-1155 token: the example account holds 1,000 of ids 0 to 4.
const token = "0x9A676e781A523b5d0C0e43731313A708CB607508";

// First allow the portal to move the tokens.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc1155Abi,
  functionName: "setApprovalForAll",
  args: [devnet.contracts.erc1155SinglePortal, true],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const hash = await walletClient.depositSingleERC1155Token({
  token,
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  tokenId: 1n,
  value: 10n,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox });
console.log(receipt.status, added?.input.sender);
// @log: success 0xBE2070913Dde06506E15e3E5290D198dEA698616
