import { walletActionsL1 } from "@cartesi/viem";
import { createWalletClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvil } from "viem/chains";
import { publicClient } from "./config";

// anvil's tenth test account, the guardian of the devnet's application: its key is public, so
// use it on the local chain only.
const guardian = privateKeyToAccount(
  "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
);
const guardianClient = createWalletClient({
  account: guardian,
  chain: anvil,
  transport: http("http://127.0.0.1:8545"),
}).extend(walletActionsL1());

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
const hash = await guardianClient.foreclose({ application });
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const { status } = await publicClient.getWithdrawalStatus({ application });
console.log(receipt.status, status);
// @log: success ready-to-prove
