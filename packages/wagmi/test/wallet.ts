// A wallet for the write hooks' tests: wagmi's injected connector over an EIP-1193 provider on the
// local chain, which holds the test accounts unlocked. A mock of a browser wallet (no extension
// runs here): it holds each transaction until the test confirms or rejects it, as a wallet waits for its user.

import { defineDeployment } from "@cartesi/viem";
import { localChain, testAccounts } from "@rollups-ts/chain";
import { connect, createConfig, http, injected } from "@wagmi/core";
import { type Address, defineChain, type EIP1193Parameters } from "viem";
import { chain } from "./node.js";

export const walletAccount: Address = testAccounts[1]!.address;

/** The devnet's contracts of the chain's generation, which `@cartesi/viem` does not know. */
export const devnetDeployment = defineDeployment({
  version: chain.release,
  contracts: chain.contracts,
});

/** A chain the wallet is never on, to see a write refused for the wrong chain. */
export const otherChain = defineChain({
  id: 4_242_424,
  name: "Other chain",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["http://127.0.0.1:9"] } },
});

export function testWallet() {
  const pending: ((approved: boolean) => void)[] = [];
  const waiters: (() => void)[] = [];
  /** Every request the wallet took, in order: what a write asked of it. */
  const requests: EIP1193Parameters[] = [];
  let id = 0;
  const provider = {
    async request({ method, params }: EIP1193Parameters) {
      requests.push({ method, params } as EIP1193Parameters);
      if (method === "eth_requestAccounts" || method === "eth_accounts") return [walletAccount];
      if (method === "wallet_requestPermissions")
        throw Object.assign(new Error("Unsupported method"), { code: 4200 });
      if (method === "eth_sendTransaction") {
        const approved = await new Promise<boolean>((resolve) => {
          pending.push(resolve);
          for (const waiter of waiters.splice(0)) waiter();
        });
        if (!approved) throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      }
      const response = await fetch(chain.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
      });
      const body = (await response.json()) as { result?: unknown; error?: { message: string } };
      if (body.error) throw Object.assign(new Error(body.error.message), body.error);
      return body.result;
    },
    on() {},
    removeListener() {},
  };
  const base = localChain(chain.url, chain.chainId);
  const config = createConfig({
    chains: [base, otherChain],
    connectors: [
      injected({ target: { id: "test", name: "Test wallet", provider: provider as never } }),
    ],
    pollingInterval: 50,
    transports: { [base.id]: http(chain.url), [otherChain.id]: http("http://127.0.0.1:9") },
  });
  /** Answers the wallet's next confirmation, once a transaction asks for it. */
  async function confirm(approved: boolean): Promise<void> {
    if (pending.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
    pending.shift()!(approved);
  }
  return {
    config,
    confirm,
    requests,
    connect: () => connect(config, { connector: config.connectors[0]! }),
  };
}
