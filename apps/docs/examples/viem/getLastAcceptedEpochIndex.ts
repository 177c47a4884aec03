import { cartesiClient } from "./config";

const epochIndex = await cartesiClient.getLastAcceptedEpochIndex({ application: "echo" });
const input = await cartesiClient.getInput({ application: "echo", inputIndex: 0n });
// Outputs of inputs in accepted epochs carry their proofs.
console.log(typeof epochIndex, input.epochIndex <= epochIndex);
// @log: bigint true
