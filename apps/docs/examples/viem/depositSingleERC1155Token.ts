import { devnetTokens } from "@cartesi/local-devnet/deployment";
import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { erc1155Abi } from "viem";
import { devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-1155 token: the example account holds 1,000 of ids 0 to 4.
const token = devnetTokens.erc1155;

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
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  tokenId: 1n,
  value: 10n,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [added] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: devnet.contracts.inputBox });
console.log(receipt.status, added?.input.sender);
// @log: success 0xDE2998d215Cef3f0D441Fb1C3a274E83Aba08008
