import { client } from "./config";

const { data: epochs, pagination } = await client.request("cartesi_listEpochs", {
  application: "echo",
  status: "CLAIM_ACCEPTED",
  limit: 50,
  offset: 0,
});
console.log(epochs[0]?.status, pagination.limit, pagination.offset);
// @log: CLAIM_ACCEPTED 50 0
