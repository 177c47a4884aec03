import {
  type ForecloseErrorType,
  type ForecloseParameters,
  type ForecloseReturnType,
  foreclose,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `foreclose`, with wagmi's `account`, `chainId` and `connector`. */
export type ForecloseVariables = WalletMutationVariables<ForecloseParameters>;

/** What the mutation raises: the errors of `foreclose`, and wagmi's when no wallet is connected. */
export type ForecloseMutationErrorType = ForecloseErrorType | ConnectedClientErrorType;

export type ForecloseMutationOptions = MutationOptions<
  ForecloseReturnType,
  ForecloseMutationErrorType,
  ForecloseVariables
> & {
  mutationKey: readonly ["foreclose"];
  mutationFn: (variables: ForecloseVariables) => Promise<ForecloseReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useForeclose`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useForeclose
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @returns `mutationKey` (`["foreclose"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link ForecloseMutationOptions}
 *
 * @example
 * import { forecloseMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), forecloseMutationOptions(config));
 */
export function forecloseMutationOptions(config: Config): ForecloseMutationOptions {
  return {
    mutationKey: ["foreclose"],
    // A function of the application itself: no deployment to choose, so none is passed.
    mutationFn: (variables) =>
      sendWithConnectedWallet(config, variables as never, {}, foreclose as never),
  };
}
