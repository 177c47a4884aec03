import {
  type DepositERC721TokenErrorType,
  type DepositERC721TokenParameters,
  type DepositERC721TokenReturnType,
  depositERC721Token,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  type DeploymentsParameter,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `depositERC721Token`, with wagmi's `account`, `chainId` and `connector`. */
export type DepositERC721TokenVariables = WalletMutationVariables<DepositERC721TokenParameters>;

/** What the mutation raises: the errors of `depositERC721Token`, and wagmi's when no wallet is connected. */
export type DepositERC721TokenMutationErrorType =
  | DepositERC721TokenErrorType
  | ConnectedClientErrorType;

export type DepositERC721TokenMutationOptions = MutationOptions<
  DepositERC721TokenReturnType,
  DepositERC721TokenMutationErrorType,
  DepositERC721TokenVariables
> & {
  mutationKey: readonly ["depositERC721Token"];
  mutationFn: (variables: DepositERC721TokenVariables) => Promise<DepositERC721TokenReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useDepositERC721Token`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useDepositERC721Token
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @param parameters - `deployments`: deployments of the rollups contracts besides those `@cartesi/viem` knows.
 * @returns `mutationKey` (`["depositERC721Token"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link DepositERC721TokenMutationOptions}
 *
 * @example
 * import { depositERC721TokenMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), depositERC721TokenMutationOptions(config));
 */
export function depositERC721TokenMutationOptions(
  config: Config,
  parameters: DeploymentsParameter = {},
): DepositERC721TokenMutationOptions {
  return {
    mutationKey: ["depositERC721Token"],
    mutationFn: (variables) =>
      sendWithConnectedWallet(config, variables as never, parameters, depositERC721Token as never),
  };
}
