import { publicActionsL1, UnknownDeploymentError } from "@cartesi/viem";
import { createPublicClient, http, parseEther } from "viem";
import { anvil } from "viem/chains";
import { account, devnet } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// A client that knows only the deployments @cartesi/viem ships: not the devnet's.
const unaware = createPublicClient({
  chain: anvil,
  transport: http("http://127.0.0.1:8545"),
}).extend(publicActionsL1());
try {
  await unaware.estimateDepositEtherGas({ account, application, value: parseEther("1") });
} catch (error) {
  if (!(error instanceof UnknownDeploymentError)) throw error;
  // The InputBox the application reads, which no deployment it knows has.
  console.log(error.name, error.inputBox);
  // @log: UnknownDeploymentError 0xf3a8A31f7152b3495541cA5B06AfE7c5168Ea84A
}

// Told about the deployment, the same call finds its portal.
const aware = createPublicClient({ chain: anvil, transport: http("http://127.0.0.1:8545") }).extend(
  publicActionsL1({ deployments: [devnet] }),
);
const gas = await aware.estimateDepositEtherGas({ account, application, value: parseEther("1") });
console.log(gas > 0n);
// @log: true
