import type { DepositERC20TokensReturnType } from "@cartesi/viem";
import {
  type DepositERC20TokensMutationErrorType,
  type DepositERC20TokensVariables,
  depositERC20TokensMutationOptions,
} from "../../query/write/depositERC20Tokens.js";
import { depositWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseDepositERC20TokensParameters<context = unknown> = WalletMutationParameters<
  DepositERC20TokensReturnType,
  DepositERC20TokensMutationErrorType,
  DepositERC20TokensVariables,
  context
>;

export type UseDepositERC20TokensReturnType<context = unknown> = WalletMutationReturnType<
  DepositERC20TokensReturnType,
  DepositERC20TokensMutationErrorType,
  DepositERC20TokensVariables,
  context
>;

/**
 * Deposits ERC-20 tokens into an application through the `ERC20Portal` contract.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useDepositERC20Tokens
 * - Action: [`depositERC20Tokens`](https://cartesi.github.io/rollups-ts/viem/depositERC20Tokens)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`), `deployments` (default: `CartesiProvider`'s), and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `depositERC20Tokens`; `data` is the transaction hash. {@link UseDepositERC20TokensReturnType}
 *
 * @example
 * import { useDepositERC20Tokens } from "@cartesi/wagmi/write";
 * import { parseUnits } from "viem";
 *
 * const { mutate, data: hash, isPending, error } = useDepositERC20Tokens();
 * mutate({
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   amount: parseUnits("100", 18),
 * });
 */
export function useDepositERC20Tokens<context = unknown>(
  parameters: UseDepositERC20TokensParameters<context> = {},
): UseDepositERC20TokensReturnType<context> {
  return useWalletMutation(
    parameters,
    (config, deployments) => depositERC20TokensMutationOptions(config, { deployments }),
    depositWrite,
  );
}
