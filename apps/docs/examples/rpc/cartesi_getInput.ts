import { client } from "./config";

const { data: input } = await client.request("cartesi_getInput", {
  application: "echo",
  input_index: "0x0",
});
console.log(input.index, input.status);
// @log: 0x0 ACCEPTED
console.log(input.decoded_data?.application_contract);
// @log: 0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A
