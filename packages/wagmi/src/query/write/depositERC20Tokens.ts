import {
  type DepositERC20TokensErrorType,
  type DepositERC20TokensParameters,
  type DepositERC20TokensReturnType,
  depositERC20Tokens,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  type DeploymentsParameter,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `depositERC20Tokens`, with wagmi's `account`, `chainId` and `connector`. */
export type DepositERC20TokensVariables = WalletMutationVariables<DepositERC20TokensParameters>;

/** What the mutation raises: the errors of `depositERC20Tokens`, and wagmi's when no wallet is connected. */
export type DepositERC20TokensMutationErrorType =
  | DepositERC20TokensErrorType
  | ConnectedClientErrorType;

export type DepositERC20TokensMutationOptions = MutationOptions<
  DepositERC20TokensReturnType,
  DepositERC20TokensMutationErrorType,
  DepositERC20TokensVariables
> & {
  mutationKey: readonly ["depositERC20Tokens"];
  mutationFn: (variables: DepositERC20TokensVariables) => Promise<DepositERC20TokensReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useDepositERC20Tokens`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useDepositERC20Tokens
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @param parameters - `deployments`: deployments of the rollups contracts besides those `@cartesi/viem` knows.
 * @returns `mutationKey` (`["depositERC20Tokens"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link DepositERC20TokensMutationOptions}
 *
 * @example
 * import { depositERC20TokensMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), depositERC20TokensMutationOptions(config));
 */
export function depositERC20TokensMutationOptions(
  config: Config,
  parameters: DeploymentsParameter = {},
): DepositERC20TokensMutationOptions {
  return {
    mutationKey: ["depositERC20Tokens"],
    mutationFn: (variables) =>
      sendWithConnectedWallet(config, variables as never, parameters, depositERC20Tokens as never),
  };
}
