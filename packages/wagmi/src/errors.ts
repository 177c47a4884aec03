import { BaseError } from "viem";
import { version } from "./version.js";

export type CartesiProviderNotFoundErrorType = CartesiProviderNotFoundError & {
  name: "CartesiProviderNotFoundError";
};

/** A hook of `@cartesi/wagmi` was rendered outside a `CartesiProvider`. */
export class CartesiProviderNotFoundError extends BaseError {
  constructor({ hook }: { hook: string }) {
    super(`\`${hook}\` must be used within \`CartesiProvider\`.`, {
      docsBaseUrl: "https://cartesi.github.io/rollups-ts",
      docsPath: "/wagmi",
      name: "CartesiProviderNotFoundError",
    });
    this.version = `@cartesi/wagmi@${version}`;
  }
}

export type NodeUrlNotFoundErrorType = NodeUrlNotFoundError & { name: "NodeUrlNotFoundError" };

/** `CartesiProvider` got neither a `nodeUrl` nor a client whose transport has a URL, so query keys cannot name the node. */
export class NodeUrlNotFoundError extends BaseError {
  constructor() {
    super("`CartesiProvider` needs `nodeUrl`, or a `client` whose transport has a URL.", {
      docsBaseUrl: "https://cartesi.github.io/rollups-ts",
      docsPath: "/wagmi",
      name: "NodeUrlNotFoundError",
    });
    this.version = `@cartesi/wagmi@${version}`;
  }
}
