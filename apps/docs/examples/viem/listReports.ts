import { cartesiClient } from "./config";

const { data, pagination } = await cartesiClient.listReports({
  application: "echo",
  inputIndex: 0n,
  limit: 10,
  offset: 0,
});
console.log(
  data.map((report) => report.rawData),
  pagination.totalCount,
);
// @log: [ '0x68656c6c6f' ] 1
