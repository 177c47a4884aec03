import { cartesiClient } from "./config";

const { data, pagination } = await cartesiClient.listEpochs({
  application: "echo",
  status: "CLAIM_ACCEPTED",
  limit: 10,
  offset: 0,
});
console.log(
  data.map((epoch) => epoch.status),
  pagination.totalCount,
);
// @log: [ 'CLAIM_ACCEPTED' ] 1
