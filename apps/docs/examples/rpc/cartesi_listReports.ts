import { client } from "./config";

const { data: reports, pagination } = await client.request("cartesi_listReports", {
  application: "echo",
  input_index: "0x0",
  limit: 50,
  offset: 0,
});
console.log(reports[0]?.index, reports[0]?.input_index, pagination.limit, pagination.offset);
// @log: 0x0 0x0 50 0
