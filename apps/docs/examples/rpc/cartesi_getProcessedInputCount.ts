import { client } from "./config";

const { data: processedInputs } = await client.request("cartesi_getProcessedInputCount", {
  application: "echo",
});
// The node processes inputs in order: input 0 is done once the count is above 0.
console.log(BigInt(processedInputs) > 0n);
// @log: true
