import { cartesiClient } from "./config";

const input = await cartesiClient.getInput({ application: "echo", inputIndex: 0n });
const epoch = await cartesiClient.getEpoch({
  application: "echo",
  epochIndex: input.epochIndex,
});
console.log(epoch.index === input.epochIndex, epoch.status);
// @log: true CLAIM_ACCEPTED
