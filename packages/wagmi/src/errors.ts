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
