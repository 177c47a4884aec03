import { decodeDeposit, encodeDeposit } from "@cartesi/viem/codec";
import { parseEther } from "viem";
import { cartesiClient, devnet, echo } from "./config";

// The payload the EtherPortal wrote for the seeded deposit: its sender, its value, and the command
// it carried for the application.
const input = await cartesiClient.getInput({ application: "echo", inputIndex: 0n });
const { execLayerData } = decodeDeposit(input.decodedData, { deployment: devnet })!;
const payload = encodeDeposit({
  type: "ether",
  sender: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  value: parseEther("1"),
  execLayerData,
});
console.log(payload === input.decodedData.payload, echo.decodeInput(execLayerData).notices);
// @log: true [ '0x68656c6c6f' ]
