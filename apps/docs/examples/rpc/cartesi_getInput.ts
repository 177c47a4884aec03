import { client } from "./config";

const { data: input } = await client.request("cartesi_getInput", {
  application: "echo",
  input_index: "0x0",
});
console.log(input.index, input.status);
// @log: 0x0 ACCEPTED
console.log(input.decoded_data?.application_contract);
// @log: 0x8e2CEB5dfe27d2842555D21b78829D406b3871CE
