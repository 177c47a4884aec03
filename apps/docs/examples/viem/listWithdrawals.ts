import { cartesiClient } from "./config";

// The withdrawals the node has seen executed on the base layer.
const { data, pagination } = await cartesiClient.listWithdrawals({
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  limit: 10,
  offset: 0,
});
console.log(data[0]?.accountIndex, pagination.totalCount);
// @log: 0n 1
