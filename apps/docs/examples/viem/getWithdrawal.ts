import { cartesiClient } from "./config";

const withdrawal = await cartesiClient.getWithdrawal({
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  accountIndex: 0n,
});
// The output the application executed: a delegate-call voucher that pays the account.
console.log(withdrawal.accountIndex, withdrawal.output.slice(0, 10));
// @log: 0n 0x10321e8b
