import {
  type ProveAccountsDriveMerkleRootErrorType,
  type ProveAccountsDriveMerkleRootParameters,
  type ProveAccountsDriveMerkleRootReturnType,
  proveAccountsDriveMerkleRoot,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `proveAccountsDriveMerkleRoot`, with wagmi's `account`, `chainId` and `connector`. */
export type ProveAccountsDriveMerkleRootVariables =
  WalletMutationVariables<ProveAccountsDriveMerkleRootParameters>;

/** What the mutation raises: the errors of `proveAccountsDriveMerkleRoot`, and wagmi's when no wallet is connected. */
export type ProveAccountsDriveMerkleRootMutationErrorType =
  | ProveAccountsDriveMerkleRootErrorType
  | ConnectedClientErrorType;

export type ProveAccountsDriveMerkleRootMutationOptions = MutationOptions<
  ProveAccountsDriveMerkleRootReturnType,
  ProveAccountsDriveMerkleRootMutationErrorType,
  ProveAccountsDriveMerkleRootVariables
> & {
  mutationKey: readonly ["proveAccountsDriveMerkleRoot"];
  mutationFn: (
    variables: ProveAccountsDriveMerkleRootVariables,
  ) => Promise<ProveAccountsDriveMerkleRootReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useProveAccountsDriveMerkleRoot`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useProveAccountsDriveMerkleRoot
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @returns `mutationKey` (`["proveAccountsDriveMerkleRoot"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link ProveAccountsDriveMerkleRootMutationOptions}
 *
 * @example
 * import { proveAccountsDriveMerkleRootMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), proveAccountsDriveMerkleRootMutationOptions(config));
 */
export function proveAccountsDriveMerkleRootMutationOptions(
  config: Config,
): ProveAccountsDriveMerkleRootMutationOptions {
  return {
    mutationKey: ["proveAccountsDriveMerkleRoot"],
    // A function of the application itself: no deployment to choose, so none is passed.
    mutationFn: (variables) =>
      sendWithConnectedWallet(
        config,
        variables as never,
        {},
        proveAccountsDriveMerkleRoot as never,
      ),
  };
}
