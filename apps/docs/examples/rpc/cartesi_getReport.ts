import { client } from "./config";

const { data: report } = await client.request("cartesi_getReport", {
  application: "echo",
  report_index: "0x0",
});
console.log(report.index, report.input_index);
// @log: 0x0 0x0
