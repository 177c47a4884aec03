import { devnetTokens } from "@cartesi/local-devnet/deployment";
import { erc721Abi } from "viem";
import { account, devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-721 token; the example account owns ids 3, 4 and 5.
const token = devnetTokens.erc721;
const tokenId = 3n;

// The estimate runs the deposit, so the portal must be allowed to move the token first.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc721Abi,
  functionName: "approve",
  args: [devnet.contracts.erc721Portal, tokenId],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const gas = await publicClient.estimateDepositERC721TokenGas({
  account,
  token,
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  tokenId,
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
