import { CartesiError } from "@cartesi/viem";
import type { Address, Hash } from "viem";
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

export type InputNotInReceiptErrorType = InputNotInReceiptError & {
  name: "InputNotInReceiptError";
};

/** A mined transaction added no input (for the application asked about) to a known `InputBox`. */
export class InputNotInReceiptError extends CartesiError {
  readonly hash: Hash;
  constructor({ hash, application }: { hash: Hash; application?: Address | undefined }) {
    super(`Transaction ${hash} added no input${application ? ` for ${application}` : ""}.`, {
      details:
        "Its receipt has no InputAdded event of an InputBox of the deployments given or known. Pass the deployment of the application's InputBox in `deployments`.",
      docsPath: "/wagmi/useWaitForTransactionInput",
      name: "InputNotInReceiptError",
      version: `@cartesi/wagmi@${version}`,
    });
    this.hash = hash;
  }
}

export type WalletChainNotConfiguredErrorType = WalletChainNotConfiguredError & {
  name: "WalletChainNotConfiguredError";
};

/**
 * A write without `chainId` found the wallet on a chain the wagmi config does not have, so it
 * cannot tell which chain the write is meant for; nothing was checked or sent.
 */
export class WalletChainNotConfiguredError extends CartesiError {
  /** The chain the wallet is on. */
  readonly chainId: number;
  constructor({ chainId, configured }: { chainId: number; configured: readonly number[] }) {
    super(`The wallet is on chain ${chainId}, which the wagmi config does not have.`, {
      details: `The config has chain${configured.length === 1 ? "" : "s"} ${configured.join(", ")}. Switch the wallet to one of them (wagmi's \`useSwitchChain\`), or add its chain to the config.`,
      docsPath: "/wagmi#sending-from-a-component",
      name: "WalletChainNotConfiguredError",
      version: `@cartesi/wagmi@${version}`,
    });
    this.chainId = chainId;
  }
}
