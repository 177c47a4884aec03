import { ApplicationNotDeployedError } from "@cartesi/viem";
import { stringToHex } from "viem";
import { walletClient } from "./config";

// An address with no contract on the chain the wallet is on, as an application of another chain.
const application = "0x000000000000000000000000000000000000dEaD";
try {
  await walletClient.addInput({ application, payload: stringToHex("hello") });
} catch (error) {
  if (!(error instanceof ApplicationNotDeployedError)) throw error;
  console.log(error.name);
  // @log: ApplicationNotDeployedError
}

// The chain the wallet is on, against the one the client is meant for.
console.log(await walletClient.getChainId(), walletClient.chain.id);
// @log: 31337 31337
