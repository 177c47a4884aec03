import type { DepositSingleERC1155TokenReturnType } from "@cartesi/viem";
import {
  type DepositSingleERC1155TokenMutationErrorType,
  type DepositSingleERC1155TokenVariables,
  depositSingleERC1155TokenMutationOptions,
} from "../../query/write/depositSingleERC1155Token.js";
import { depositWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseDepositSingleERC1155TokenParameters<context = unknown> = WalletMutationParameters<
  DepositSingleERC1155TokenReturnType,
  DepositSingleERC1155TokenMutationErrorType,
  DepositSingleERC1155TokenVariables,
  context
>;

export type UseDepositSingleERC1155TokenReturnType<context = unknown> = WalletMutationReturnType<
  DepositSingleERC1155TokenReturnType,
  DepositSingleERC1155TokenMutationErrorType,
  DepositSingleERC1155TokenVariables,
  context
>;

/**
 * Deposits one kind of ERC-1155 token into an application through the `ERC1155SinglePortal` contract.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useDepositSingleERC1155Token
 * - Action: [`depositSingleERC1155Token`](https://cartesi.github.io/rollups-ts/viem/depositSingleERC1155Token)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`), `deployments` (default: `CartesiProvider`'s), and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `depositSingleERC1155Token`; `data` is the transaction hash. {@link UseDepositSingleERC1155TokenReturnType}
 *
 * @example
 * import { useDepositSingleERC1155Token } from "@cartesi/wagmi/write";
 *
 * const { mutate, data: hash, isPending, error } = useDepositSingleERC1155Token();
 * mutate({
 *   token: "0x7e4e3A0BeBbf7fD3CC0fE33e05fB0e0B9D4BE7E0",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   tokenId: 1n,
 *   value: 10n,
 * });
 */
export function useDepositSingleERC1155Token<context = unknown>(
  parameters: UseDepositSingleERC1155TokenParameters<context> = {},
): UseDepositSingleERC1155TokenReturnType<context> {
  return useWalletMutation(
    parameters,
    (config, deployments) => depositSingleERC1155TokenMutationOptions(config, { deployments }),
    depositWrite,
  );
}
