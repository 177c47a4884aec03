import { formatEther } from "viem";
import { cartesiClient } from "./config";

const output = await cartesiClient.getOutput({ application: "echo", outputIndex: 1n });
if (output.decodedData.type !== "voucher") throw new Error("Output 1 is not a voucher");
console.log(output.decodedData.destination, formatEther(output.decodedData.value));
// @log: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 1
// The proof: present once the claim of the output's epoch is computed.
console.log(output.outputHashesSiblings?.length);
// @log: 63
