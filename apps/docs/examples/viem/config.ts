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

// The devnet's rollups contracts (v3, release 3.0.0-alpha.5): a deployment @cartesi/viem does not
// know, so the base-layer clients are told where its InputBox and portals are.
export const devnet = defineDeployment({
  version: "3.0.0-alpha.5",
  contracts: {
    inputBox: "0xffB514c94F77759fe9B2FC48b10300F3105D58D2",
    etherPortal: "0x2018a6bFD4929Ae4AbA09e623da29D758946A6eF",
    erc20Portal: "0xf89281b3029CaD9d3c6c7179A6e99E3e1f1CAd6D",
    erc721Portal: "0x332d24B44996022728053AC8504E6B422d60b675",
    erc1155SinglePortal: "0xBE2070913Dde06506E15e3E5290D198dEA698616",
    erc1155BatchPortal: "0xc5d1498399c4E948FBD622a53f31b3881653606C",
  },
});

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
  address: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  inputs: json<TestCommand>(),
  outputs: { notices: text(), vouchers: erc20Abi },
  reports: text(),
  inspect: { request: text(), reports: text() },
});
