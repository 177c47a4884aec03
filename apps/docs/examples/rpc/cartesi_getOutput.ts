import { client } from "./config";

const { data: output } = await client.request("cartesi_getOutput", {
  application: "echo",
  output_index: "0x0",
});
console.log(output.index, output.input_index, output.decoded_data?.type);
// @log: 0x0 0x0 Notice
console.log(output.output_hashes_siblings?.length);
// @log: 63
