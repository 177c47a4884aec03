import { cartesiClient } from "./config";

const input = await cartesiClient.getInput({ application: "echo", inputIndex: 0n });
const epoch = await cartesiClient.getEpoch({
  application: "echo",
  epochIndex: input.epochIndex,
});
console.log(epoch.index === input.epochIndex, epoch.status);
// @log: true CLAIM_ACCEPTED

// On v3 contracts a claim is staged before it is accepted: the block it was staged in.
console.log(typeof epoch.stagedAtBlock);
// @log: bigint
