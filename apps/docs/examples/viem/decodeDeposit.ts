import { decodeDeposit } from "@cartesi/viem/codec";
import { cartesiClient, devnet } from "./config";

// Input 0 is an Ether deposit through the devnet's EtherPortal, which the deployment `devnet` names.
const input = await cartesiClient.getInput({ application: "echo", inputIndex: 0n });
const deposit = decodeDeposit(input.decodedData, { deployment: devnet });
if (deposit?.type === "ether") console.log(deposit.sender, deposit.value);
// @log: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 1000000000000000000n
