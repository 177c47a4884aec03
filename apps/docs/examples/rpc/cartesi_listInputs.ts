import { client } from "./config";

const { data: inputs, pagination } = await client.request("cartesi_listInputs", {
  application: "echo",
  limit: 50,
  offset: 0,
});
console.log(inputs[0]?.index, inputs[0]?.status, pagination.limit, pagination.offset);
// @log: 0x0 ACCEPTED 50 0
