import { mnemonicToAccount } from "viem/accounts";

/** The mnemonic anvil derives its funded accounts from. */
export const anvilMnemonic = "test test test test test test test test test test test junk";

/** anvil's first ten funded accounts (10,000 ether each). Account 0 deploys and owns everything. */
export const testAccounts = Array.from({ length: 10 }, (_, addressIndex) =>
  mnemonicToAccount(anvilMnemonic, { addressIndex }),
);
