import { encodeOutput } from "@cartesi/viem/codec";
import { parseEther } from "viem";
import { cartesiClient } from "./config";

// The voucher the seeded input asked for, encoded as the application's machine emitted it.
const rawData = encodeOutput({
  type: "voucher",
  destination: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  value: parseEther("1"),
  payload: "0x",
});
const output = await cartesiClient.getOutput({ application: "echo", outputIndex: 1n });
console.log(rawData === output.rawData);
// @log: true
