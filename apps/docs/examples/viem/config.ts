import { devnetApplications, devnetDeployments } from "@cartesi/local-devnet/deployment";
import {
  createCartesiPublicClient,
  defineDeployment,
  publicActionsL1,
  walletActionsL1,
} from "@cartesi/viem";
import { defineApplication, json, text } from "@cartesi/viem/codec";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvil } from "viem/chains";

// anvil's second test account: its key is public, so use it on the local chain only.
export const account = privateKeyToAccount(
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
);

// The devnet's rollups contracts (3.0.0-alpha.9, rebuilt from public source, at local addresses):
// a deployment @cartesi/viem does not know, for the deposits. On a real network the deployments it
// knows (rollupsV3Alpha10, …) need no such line, and addInput needs no deployment at all.
export const devnet = defineDeployment(devnetDeployments.N);

// The base layer: reads, gas estimates and output validation.
export const publicClient = createPublicClient({
  chain: anvil,
  // viem polls every 4 s by default; the local chain mines a block a second.
  pollingInterval: 250,
  transport: http("http://127.0.0.1:8545"),
}).extend(publicActionsL1({ deployments: [devnet] }));

// The base layer: inputs, deposits and voucher execution, sent from `account`.
export const walletClient = createWalletClient({
  account,
  chain: anvil,
  transport: http("http://127.0.0.1:8545"),
}).extend(walletActionsL1({ deployments: [devnet] }));

// The application layer: the node's JSON-RPC API.
export const cartesiClient = createCartesiPublicClient({
  // How often waitForInput asks the node: viem's default, 4 s, would add seconds to every wait.
  pollingInterval: 250,
  transport: http("http://127.0.0.1:6751/rpc"),
});

// The devnet's test application, typed: its inputs are JSON commands (the outputs to emit), its
// notices and reports text, its vouchers calls of an ERC-20 token, and it answers an inspect with
// the request as one report.
type TestCommand = {
  notices?: Hex[];
  vouchers?: { destination: Address; value?: Hex; payload?: Hex }[];
  reports?: Hex[];
};
export const echo = defineApplication({
  address: devnetApplications.N,
  inputs: json<TestCommand>(),
  outputs: { notices: text(), vouchers: erc20Abi },
  reports: text(),
  inspect: { request: text(), reports: text() },
});
