import { decodeOutput } from "@cartesi/viem/codec";
import { cartesiClient } from "./config";

// Output 1 of the seeded input: a voucher that pays 1 ether to account 1.
const { rawData } = await cartesiClient.getOutput({ application: "echo", outputIndex: 1n });
const output = decodeOutput(rawData);
if (output.type === "voucher") console.log(output.destination, output.value, output.payload);
// @log: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 1000000000000000000n 0x
