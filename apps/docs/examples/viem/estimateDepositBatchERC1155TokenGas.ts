import { erc1155Abi } from "viem";
import { account, devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-1155 token: the example account holds 1,000 of ids 0 to 4.
const token = "0x9A676e781A523b5d0C0e43731313A708CB607508";

// The estimate runs the deposit, so the portal must be allowed to move the tokens first.
const approval = await walletClient.writeContract({
  address: token,
  abi: erc1155Abi,
  functionName: "setApprovalForAll",
  args: [devnet.contracts.erc1155BatchPortal, true],
});
await publicClient.waitForTransactionReceipt({ hash: approval });

const gas = await publicClient.estimateDepositBatchERC1155TokenGas({
  account,
  token,
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  tokenIds: [1n, 2n],
  values: [10n, 5n],
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
