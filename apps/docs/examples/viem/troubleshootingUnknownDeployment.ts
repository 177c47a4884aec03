import { publicActionsL1, UnknownDeploymentError } from "@cartesi/viem";
import { createPublicClient, http, parseEther } from "viem";
import { anvil } from "viem/chains";
import { account, devnet } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
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
  // @log: UnknownDeploymentError 0xffB514c94F77759fe9B2FC48b10300F3105D58D2
}

// Told about the deployment, the same call finds its portal.
const aware = createPublicClient({ chain: anvil, transport: http("http://127.0.0.1:8545") }).extend(
  publicActionsL1({ deployments: [devnet] }),
);
const gas = await aware.estimateDepositEtherGas({ account, application, value: parseEther("1") });
console.log(gas > 0n);
// @log: true
