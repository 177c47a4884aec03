import { cartesiClient } from "./config";

const { data, pagination } = await cartesiClient.listOutputs({
  application: "echo",
  inputIndex: 0n,
  limit: 10,
  offset: 0,
});
console.log(
  data.map((output) => output.decodedData.type),
  pagination.totalCount,
);
// @log: [ 'notice', 'voucher' ] 2
