import { erc721PortalAddress } from "@cartesi/viem/abi";
import { erc721Abi } from "viem";
import { account, publicClient, walletClient } from "./config";

// The local chain's test ERC-721 token; the example account owns ids 3, 4 and 5.
const token = "0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e";
const tokenId = 3n;

// The estimate runs the deposit, so the portal must be allowed to move the token first.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc721Abi,
  functionName: "approve",
  args: [erc721PortalAddress, tokenId],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const gas = await publicClient.estimateDepositERC721TokenGas({
  account,
  token,
  application: "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47",
  tokenId,
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
