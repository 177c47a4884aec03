import type { DepositERC721TokenReturnType } from "@cartesi/viem";
import {
  type DepositERC721TokenMutationErrorType,
  type DepositERC721TokenVariables,
  depositERC721TokenMutationOptions,
} from "../../query/write/depositERC721Token.js";
import { depositWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseDepositERC721TokenParameters<context = unknown> = WalletMutationParameters<
  DepositERC721TokenReturnType,
  DepositERC721TokenMutationErrorType,
  DepositERC721TokenVariables,
  context
>;

export type UseDepositERC721TokenReturnType<context = unknown> = WalletMutationReturnType<
  DepositERC721TokenReturnType,
  DepositERC721TokenMutationErrorType,
  DepositERC721TokenVariables,
  context
>;

/**
 * Deposits an ERC-721 token into an application through the `ERC721Portal` contract.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useDepositERC721Token
 * - Action: [`depositERC721Token`](https://cartesi.github.io/rollups-ts/viem/depositERC721Token)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`), `deployments` (default: `CartesiProvider`'s), and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `depositERC721Token`; `data` is the transaction hash. {@link UseDepositERC721TokenReturnType}
 *
 * @example
 * import { useDepositERC721Token } from "@cartesi/wagmi/write";
 *
 * const { mutate, data: hash, isPending, error } = useDepositERC721Token();
 * mutate({
 *   token: "0x7e4e3A0BeBbf7fD3CC0fE33e05fB0e0B9D4BE7E0",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   tokenId: 1n,
 * });
 */
export function useDepositERC721Token<context = unknown>(
  parameters: UseDepositERC721TokenParameters<context> = {},
): UseDepositERC721TokenReturnType<context> {
  return useWalletMutation(
    parameters,
    (config, deployments) => depositERC721TokenMutationOptions(config, { deployments }),
    depositWrite,
  );
}
