import { client } from "./config";

// The epoch that holds input 0.
const { data: input } = await client.request("cartesi_getInput", {
  application: "echo",
  input_index: "0x0",
});
const { data: epoch } = await client.request("cartesi_getEpoch", {
  application: "echo",
  epoch_index: input.epoch_index,
});
console.log(epoch.status, epoch.input_index_lower_bound);
// @log: CLAIM_ACCEPTED 0x0
