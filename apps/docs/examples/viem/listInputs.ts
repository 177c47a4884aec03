import { cartesiClient } from "./config";

const { data, pagination } = await cartesiClient.listInputs({
  application: "echo",
  limit: 10,
  offset: 0,
});
console.log(
  data.map((input) => input.status),
  pagination.totalCount,
);
// @log: [ 'ACCEPTED' ] 1
