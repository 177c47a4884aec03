import {
  type DepositSingleERC1155TokenErrorType,
  type DepositSingleERC1155TokenParameters,
  type DepositSingleERC1155TokenReturnType,
  depositSingleERC1155Token,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  type DeploymentsParameter,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `depositSingleERC1155Token`, with wagmi's `account`, `chainId` and `connector`. */
export type DepositSingleERC1155TokenVariables =
  WalletMutationVariables<DepositSingleERC1155TokenParameters>;

/** What the mutation raises: the errors of `depositSingleERC1155Token`, and wagmi's when no wallet is connected. */
export type DepositSingleERC1155TokenMutationErrorType =
  | DepositSingleERC1155TokenErrorType
  | ConnectedClientErrorType;

export type DepositSingleERC1155TokenMutationOptions = MutationOptions<
  DepositSingleERC1155TokenReturnType,
  DepositSingleERC1155TokenMutationErrorType,
  DepositSingleERC1155TokenVariables
> & {
  mutationKey: readonly ["depositSingleERC1155Token"];
  mutationFn: (
    variables: DepositSingleERC1155TokenVariables,
  ) => Promise<DepositSingleERC1155TokenReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useDepositSingleERC1155Token`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useDepositSingleERC1155Token
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @param parameters - `deployments`: deployments of the rollups contracts besides those `@cartesi/viem` knows.
 * @returns `mutationKey` (`["depositSingleERC1155Token"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link DepositSingleERC1155TokenMutationOptions}
 *
 * @example
 * import { depositSingleERC1155TokenMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), depositSingleERC1155TokenMutationOptions(config));
 */
export function depositSingleERC1155TokenMutationOptions(
  config: Config,
  parameters: DeploymentsParameter = {},
): DepositSingleERC1155TokenMutationOptions {
  return {
    mutationKey: ["depositSingleERC1155Token"],
    mutationFn: (variables) =>
      sendWithConnectedWallet(
        config,
        variables as never,
        parameters,
        depositSingleERC1155Token as never,
      ),
  };
}
