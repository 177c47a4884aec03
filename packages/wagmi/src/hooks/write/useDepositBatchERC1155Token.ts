import type { DepositBatchERC1155TokenReturnType } from "@cartesi/viem";
import {
  type DepositBatchERC1155TokenMutationErrorType,
  type DepositBatchERC1155TokenVariables,
  depositBatchERC1155TokenMutationOptions,
} from "../../query/write/depositBatchERC1155Token.js";
import { depositWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseDepositBatchERC1155TokenParameters<context = unknown> = WalletMutationParameters<
  DepositBatchERC1155TokenReturnType,
  DepositBatchERC1155TokenMutationErrorType,
  DepositBatchERC1155TokenVariables,
  context
>;

export type UseDepositBatchERC1155TokenReturnType<context = unknown> = WalletMutationReturnType<
  DepositBatchERC1155TokenReturnType,
  DepositBatchERC1155TokenMutationErrorType,
  DepositBatchERC1155TokenVariables,
  context
>;

/**
 * Deposits several kinds of ERC-1155 tokens into an application through the `ERC1155BatchPortal` contract.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useDepositBatchERC1155Token
 * - Action: [`depositBatchERC1155Token`](https://cartesi.github.io/rollups-ts/viem/depositBatchERC1155Token)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`), `deployments` (default: `CartesiProvider`'s), and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `depositBatchERC1155Token`; `data` is the transaction hash. {@link UseDepositBatchERC1155TokenReturnType}
 *
 * @example
 * import { useDepositBatchERC1155Token } from "@cartesi/wagmi/write";
 *
 * const { mutate, data: hash, isPending, error } = useDepositBatchERC1155Token();
 * mutate({
 *   token: "0x7e4e3A0BeBbf7fD3CC0fE33e05fB0e0B9D4BE7E0",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   tokenIds: [1n, 2n],
 *   values: [10n, 20n],
 * });
 */
export function useDepositBatchERC1155Token<context = unknown>(
  parameters: UseDepositBatchERC1155TokenParameters<context> = {},
): UseDepositBatchERC1155TokenReturnType<context> {
  return useWalletMutation(
    parameters,
    (config, deployments) => depositBatchERC1155TokenMutationOptions(config, { deployments }),
    depositWrite,
  );
}
