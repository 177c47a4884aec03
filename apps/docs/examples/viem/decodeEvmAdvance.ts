import { decodeEvmAdvance } from "@cartesi/viem/codec";
import { cartesiClient } from "./config";

// Input 0 as the node serves it: raw_data is the EvmAdvance call the InputBox wrote.
const { rawData } = await cartesiClient.getInput({ application: "echo", inputIndex: 0n });
const input = decodeEvmAdvance(rawData);
console.log(input.index, input.chainId, input.applicationContract);
// @log: 0n 31337n 0x8e2CEB5dfe27d2842555D21b78829D406b3871CE
