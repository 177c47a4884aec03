import { client } from "./config";

const { data: input } = await client.request("cartesi_getInput", {
  application: "echo",
  input_index: "0x0",
});
console.log(input.index, input.status);
// @log: 0x0 ACCEPTED
console.log(input.decoded_data?.application_contract);
// @log: 0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47
