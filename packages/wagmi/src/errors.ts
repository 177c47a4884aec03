import { CartesiError } from "@cartesi/viem";
import { version } from "./version.js";

export type CartesiProviderNotFoundErrorType = CartesiProviderNotFoundError & {
  name: "CartesiProviderNotFoundError";
};

/** A hook of `@cartesi/wagmi` was rendered outside a `CartesiProvider`. */
export class CartesiProviderNotFoundError extends CartesiError {
  constructor({ hook }: { hook: string }) {
    super(`\`${hook}\` must be used within \`CartesiProvider\`.`, {
      docsPath: "/wagmi",
      name: "CartesiProviderNotFoundError",
      version: `@cartesi/wagmi@${version}`,
    });
  }
}

export type NodeUrlNotFoundErrorType = NodeUrlNotFoundError & { name: "NodeUrlNotFoundError" };

/** `CartesiProvider` got neither a `nodeUrl` nor a client whose transport has a URL, so query keys cannot name the node. */
export class NodeUrlNotFoundError extends CartesiError {
  constructor() {
    super("`CartesiProvider` needs `nodeUrl`, or a `client` whose transport has a URL.", {
      docsPath: "/wagmi",
      name: "NodeUrlNotFoundError",
      version: `@cartesi/wagmi@${version}`,
    });
  }
}

export type WalletClientNotFoundErrorType = WalletClientNotFoundError & {
  name: "WalletClientNotFoundError";
};

/** `useExecuteOutput` was asked to send before it had a wallet client (no account connected yet). */
export class WalletClientNotFoundError extends CartesiError {
  constructor() {
    super("`useExecuteOutput` has no `walletClient` to send with yet.", {
      metaMessages: ["Connect an account first, e.g. wait for wagmi's `useWalletClient()`."],
      docsPath: "/wagmi",
      name: "WalletClientNotFoundError",
      version: `@cartesi/wagmi@${version}`,
    });
  }
}
