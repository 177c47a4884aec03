import {
  type DepositEtherErrorType,
  type DepositEtherParameters,
  type DepositEtherReturnType,
  depositEther,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  type DeploymentsParameter,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `depositEther`, with wagmi's `account`, `chainId` and `connector`. */
export type DepositEtherVariables = WalletMutationVariables<DepositEtherParameters>;

/** What the mutation raises: the errors of `depositEther`, and wagmi's when no wallet is connected. */
export type DepositEtherMutationErrorType = DepositEtherErrorType | ConnectedClientErrorType;

export type DepositEtherMutationOptions = MutationOptions<
  DepositEtherReturnType,
  DepositEtherMutationErrorType,
  DepositEtherVariables
> & {
  mutationKey: readonly ["depositEther"];
  mutationFn: (variables: DepositEtherVariables) => Promise<DepositEtherReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useDepositEther`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useDepositEther
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @param parameters - `deployments`: deployments of the rollups contracts besides those `@cartesi/viem` knows.
 * @returns `mutationKey` (`["depositEther"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link DepositEtherMutationOptions}
 *
 * @example
 * import { depositEtherMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), depositEtherMutationOptions(config));
 */
export function depositEtherMutationOptions(
  config: Config,
  parameters: DeploymentsParameter = {},
): DepositEtherMutationOptions {
  return {
    mutationKey: ["depositEther"],
    mutationFn: (variables) =>
      sendWithConnectedWallet(config, variables as never, parameters, depositEther as never),
  };
}
