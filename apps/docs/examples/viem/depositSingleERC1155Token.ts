import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { erc1155SinglePortalAddress } from "@cartesi/viem/abi";
import { erc1155Abi } from "viem";
import { publicClient, walletClient } from "./config";

// The local chain's test ERC-1155 token: the example account holds 1,000 of ids 0 to 4.
const token = "0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0";

// First allow the portal to move the tokens.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc1155Abi,
  functionName: "setApprovalForAll",
  args: [erc1155SinglePortalAddress, true],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const hash = await walletClient.depositSingleERC1155Token({
  token,
  application: "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47",
  tokenId: 1n,
  value: 10n,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt);
console.log(receipt.status, added?.input.sender);
// @log: success 0x18558398Dd1a8cE20956287a4Da7B76aE7A96662
