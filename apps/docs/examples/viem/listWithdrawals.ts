import { cartesiClient } from "./config";

// The withdrawals the node has seen executed on the base layer.
const { data, pagination } = await cartesiClient.listWithdrawals({
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  limit: 10,
  offset: 0,
});
console.log(data[0]?.accountIndex, pagination.totalCount);
// @log: 0n 1
