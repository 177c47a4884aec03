import { publicClient } from "./config";

// Account 0 of the accounts drive: the first to deposit the test token on the devnet.
const { status, foreclosed, withdrawalConfig } = await publicClient.getWithdrawalStatus({
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  accountIndex: 0n,
});
console.log(status, foreclosed, withdrawalConfig.guardian);
// @log: not-foreclosed false 0xa0Ee7A142d267C1f36714E4a8F75612F20a79720
