import { decodeEvmAdvance, encodeEvmAdvance } from "@cartesi/viem/codec";
import { cartesiClient } from "./config";

// Encoding the fields of input 0 gives back the bytes the InputBox wrote.
const { rawData } = await cartesiClient.getInput({ application: "echo", inputIndex: 0n });
console.log(encodeEvmAdvance(decodeEvmAdvance(rawData)) === rawData);
// @log: true
