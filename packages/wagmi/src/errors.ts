import { BaseError } from "viem";
import { version } from "./version.js";

const docsBaseUrl = "https://cartesi.github.io/rollups-ts";

export type CartesiProviderNotFoundErrorType = CartesiProviderNotFoundError & {
  name: "CartesiProviderNotFoundError";
};

/** A hook of `@cartesi/wagmi` was rendered outside a `CartesiProvider`. */
export class CartesiProviderNotFoundError extends BaseError {
  constructor({ hook }: { hook: string }) {
    super(`\`${hook}\` must be used within \`CartesiProvider\`.`, {
      docsBaseUrl,
      docsPath: "/wagmi",
      name: "CartesiProviderNotFoundError",
      metaMessages: ["Wrap the component in <CartesiProvider nodeUrl={...}>."],
    });
    this.version = `@cartesi/wagmi@${version}`;
  }
}

export type NodeUrlNotFoundErrorType = NodeUrlNotFoundError & { name: "NodeUrlNotFoundError" };

/** Neither a `nodeUrl` nor a client whose transport has a URL was given, so query keys cannot name the node. */
export class NodeUrlNotFoundError extends BaseError {
  constructor({ where }: { where: string }) {
    super(
      `\`${where}\` needs the node URL: pass \`nodeUrl\`, or a client whose transport has a URL.`,
      {
        docsBaseUrl,
        docsPath: "/wagmi",
        name: "NodeUrlNotFoundError",
      },
    );
    this.version = `@cartesi/wagmi@${version}`;
  }
}
