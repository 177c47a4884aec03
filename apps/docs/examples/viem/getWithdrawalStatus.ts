import { publicClient } from "./config";

// Account 0 of the accounts drive: the first to deposit the test token on the devnet.
const { status, foreclosed, withdrawalConfig } = await publicClient.getWithdrawalStatus({
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  accountIndex: 0n,
});
console.log(status, foreclosed, withdrawalConfig.guardian);
// @log: not-foreclosed false 0xa0Ee7A142d267C1f36714E4a8F75612F20a79720
