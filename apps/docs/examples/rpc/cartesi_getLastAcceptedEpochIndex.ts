import { client } from "./config";

const { data: epochIndex } = await client.request("cartesi_getLastAcceptedEpochIndex", {
  application: "echo",
});
const { data: epoch } = await client.request("cartesi_getEpoch", {
  application: "echo",
  epoch_index: epochIndex,
});
console.log(epoch.index === epochIndex, epoch.status);
// @log: true CLAIM_ACCEPTED
