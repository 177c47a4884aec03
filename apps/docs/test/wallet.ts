import { waitFor } from "@testing-library/react";
import type { Address } from "viem";
import { expect } from "vitest";

const chainUrl = "http://127.0.0.1:8545";

type Listener = (...args: unknown[]) => void;

/**
 * A mock of the browser wallet (no extension runs here): an EIP-1193 provider that answers with
 * `account`, forwards every request to anvil (which holds the test accounts unlocked, so it signs
 * `eth_sendTransaction`), and holds each transaction until the test confirms or rejects it, as a
 * wallet waits for its user. `onChain` puts the wallet on another chain, and `switchAccount` on
 * another account, as its user may.
 */
export function testWallet(account: Address) {
  const confirmations: ((approved: boolean) => void)[] = [];
  const listeners = new Map<string, Set<Listener>>();
  let id = 0;
  let otherChainId: string | undefined;
  let current = account;
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      if (method === "eth_requestAccounts" || method === "eth_accounts") return [current];
      if (method === "eth_chainId" && otherChainId) return otherChainId;
      // Not every wallet has permissions: wagmi falls back to eth_requestAccounts.
      if (method === "wallet_requestPermissions")
        throw Object.assign(new Error("Unsupported method"), { code: 4200 });
      if (method === "eth_sendTransaction") {
        const approved = await new Promise<boolean>((resolve) => confirmations.push(resolve));
        if (!approved) throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      }
      const response = await fetch(chainUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
      });
      const body = (await response.json()) as { result?: unknown; error?: { message: string } };
      if (body.error) throw Object.assign(new Error(body.error.message), body.error);
      return body.result;
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  /** Answers the wallet's next confirmation, once the component has asked for it. */
  const confirm = async (approved: boolean) => {
    await waitFor(() => expect(confirmations).toHaveLength(1));
    confirmations.shift()!(approved);
  };
  const onChain = (chainId: number | undefined) => {
    otherChainId = chainId === undefined ? undefined : `0x${chainId.toString(16)}`;
  };
  const switchAccount = (address: Address) => {
    current = address;
    for (const listener of listeners.get("accountsChanged") ?? []) listener([address]);
  };
  return { provider, confirm, onChain, switchAccount };
}
