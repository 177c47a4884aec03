import { devnetTokens } from "@cartesi/local-devnet/deployment";
import { erc1155Abi } from "viem";
import { account, devnet, publicClient, walletClient } from "./config";

// The local chain's test ERC-1155 token: the example account holds 1,000 of ids 0 to 4.
const token = devnetTokens.erc1155;

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
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  tokenIds: [1n, 2n],
  values: [10n, 5n],
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
