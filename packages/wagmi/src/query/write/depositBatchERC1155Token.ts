import {
  type DepositBatchERC1155TokenErrorType,
  type DepositBatchERC1155TokenParameters,
  type DepositBatchERC1155TokenReturnType,
  depositBatchERC1155Token,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  type DeploymentsParameter,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `depositBatchERC1155Token`, with wagmi's `account`, `chainId` and `connector`. */
export type DepositBatchERC1155TokenVariables =
  WalletMutationVariables<DepositBatchERC1155TokenParameters>;

/** What the mutation raises: the errors of `depositBatchERC1155Token`, and wagmi's when no wallet is connected. */
export type DepositBatchERC1155TokenMutationErrorType =
  | DepositBatchERC1155TokenErrorType
  | ConnectedClientErrorType;

export type DepositBatchERC1155TokenMutationOptions = MutationOptions<
  DepositBatchERC1155TokenReturnType,
  DepositBatchERC1155TokenMutationErrorType,
  DepositBatchERC1155TokenVariables
> & {
  mutationKey: readonly ["depositBatchERC1155Token"];
  mutationFn: (
    variables: DepositBatchERC1155TokenVariables,
  ) => Promise<DepositBatchERC1155TokenReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useDepositBatchERC1155Token`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useDepositBatchERC1155Token
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @param parameters - `deployments`: deployments of the rollups contracts besides those `@cartesi/viem` knows.
 * @returns `mutationKey` (`["depositBatchERC1155Token"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link DepositBatchERC1155TokenMutationOptions}
 *
 * @example
 * import { depositBatchERC1155TokenMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), depositBatchERC1155TokenMutationOptions(config));
 */
export function depositBatchERC1155TokenMutationOptions(
  config: Config,
  parameters: DeploymentsParameter = {},
): DepositBatchERC1155TokenMutationOptions {
  return {
    mutationKey: ["depositBatchERC1155Token"],
    mutationFn: (variables) =>
      sendWithConnectedWallet(
        config,
        variables as never,
        parameters,
        depositBatchERC1155Token as never,
      ),
  };
}
