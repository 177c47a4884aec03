import { knownDeployments } from "@cartesi/viem";
import { isAddressEqual } from "viem";
import { cartesiClient, devnet, publicClient, walletClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// 1. One chain: the wallet's, the base-layer client's and the one the node follows.
const [walletChainId, chainId, node] = await Promise.all([
  walletClient.getChainId(),
  publicClient.getChainId(),
  cartesiClient.getNodeInfo(),
]);
if (walletChainId !== chainId || node.chainId !== chainId)
  throw new Error(`Wallet on ${walletChainId}, base layer ${chainId}, node on ${node.chainId}`);
console.log(walletChainId, chainId, node.chainId);
// @log: 31337 31337 31337

// 2. The application: a contract on that chain, and run by the node (else ApplicationNotFoundError).
const code = await publicClient.getCode({ address: application });
const { name, enabled, status, inputBoxAddress } = await cartesiClient.getApplication({
  application,
});
console.log(code !== undefined, name, enabled, status);
// @log: true echo true OK

// 3. Its contract generation: the deployment whose InputBox the node reads for it.
const deployment = [devnet, ...knownDeployments].find(({ contracts }) =>
  isAddressEqual(contracts.inputBox, inputBoxAddress),
);
console.log(deployment?.version, deployment?.generation, deployment?.claimStaging);
// @log: 3.0.0-alpha.9 3 true
