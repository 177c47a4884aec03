import { decodeEvmAdvance } from "@cartesi/viem/codec";
import { cartesiClient } from "./config";

// Input 0 as the node serves it: raw_data is the EvmAdvance call the InputBox wrote.
const { rawData } = await cartesiClient.getInput({ application: "echo", inputIndex: 0n });
const input = decodeEvmAdvance(rawData);
console.log(input.index, input.chainId, input.applicationContract);
// @log: 0n 31337n 0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A
