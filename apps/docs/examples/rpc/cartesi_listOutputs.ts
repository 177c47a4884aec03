import { client } from "./config";

const { data: vouchers, pagination } = await client.request("cartesi_listOutputs", {
  application: "echo",
  output_type: "0x237a816f",
  limit: 50,
  offset: 0,
});
console.log(vouchers[0]?.decoded_data?.type, pagination.limit, pagination.offset);
// @log: Voucher 50 0
