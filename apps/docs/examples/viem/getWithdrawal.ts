import { cartesiClient } from "./config";

const withdrawal = await cartesiClient.getWithdrawal({
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  accountIndex: 0n,
});
// The output the application executed: a delegate-call voucher that pays the account.
console.log(withdrawal.accountIndex, withdrawal.output.slice(0, 10));
// @log: 0n 0x10321e8b
