// A page of the docs' own wallet components, bundled with React's development build: the ERC-20
// deposit form with `Progress`, under the `Providers` of the examples, and a browser wallet mock
// (window.ethereum) on anvil's account 4 whose transactions the test confirms or rejects.
import { createRoot } from "react-dom/client";
import { Connect, Providers } from "../../examples/wagmi/wallet/config";
import { DepositERC20 } from "../../examples/wagmi/wallet/depositERC20";

declare global {
  interface Window {
    ethereum: unknown;
    /** Exposed by the test: resolves once the test confirms (`true`) or rejects the transaction. */
    walletConfirm: () => Promise<boolean>;
    /** What the test tells the page: the wallet's account. */
    walletAccount: string;
  }
}

let id = 0;
window.ethereum = {
  async request({ method, params }: { method: string; params?: unknown }) {
    if (method === "eth_requestAccounts" || method === "eth_accounts")
      return [window.walletAccount];
    if (method === "wallet_requestPermissions")
      throw Object.assign(new Error("Unsupported method"), { code: 4200 });
    if (method === "eth_sendTransaction" && !(await window.walletConfirm()))
      throw Object.assign(new Error("User rejected the request."), { code: 4001 });
    const response = await fetch("http://127.0.0.1:8545", {
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

createRoot(document.getElementById("root")!).render(
  <Providers>
    <Connect />
    <DepositERC20 />
  </Providers>,
);
