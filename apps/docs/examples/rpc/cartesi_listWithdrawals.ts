import { client } from "./config";

// After a foreclosure and a withdrawal: the node lists what it saw on the base layer.
const { data: withdrawals, pagination } = await client.request("cartesi_listWithdrawals", {
  application: "echo",
  limit: 50,
  offset: 0,
});
console.log(withdrawals[0]?.account_index, pagination.total_count);
// @log: 0x0 1
