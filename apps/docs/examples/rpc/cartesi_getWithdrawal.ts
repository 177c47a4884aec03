import { client } from "./config";

const { data: withdrawal } = await client.request("cartesi_getWithdrawal", {
  application: "echo",
  account_index: "0x0",
});
console.log(withdrawal.account_index, withdrawal.output.slice(0, 10));
// @log: 0x0 0x10321e8b
