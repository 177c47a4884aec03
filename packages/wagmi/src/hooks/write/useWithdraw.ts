import type { WithdrawReturnType } from "@cartesi/viem";
import { withdrawalWrite } from "../../query/write/utils.js";
import {
  type WithdrawMutationErrorType,
  type WithdrawVariables,
  withdrawMutationOptions,
} from "../../query/write/withdraw.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseWithdrawParameters<context = unknown> = Omit<
  WalletMutationParameters<
    WithdrawReturnType,
    WithdrawMutationErrorType,
    WithdrawVariables,
    context
  >,
  "deployments"
>;

export type UseWithdrawReturnType<context = unknown> = WalletMutationReturnType<
  WithdrawReturnType,
  WithdrawMutationErrorType,
  WithdrawVariables,
  context
>;

/**
 * Withdraws an account's funds from a foreclosed application, with the `account-proof.json` the node's tooling writes for it.
 *
 * The application pays the account as its withdrawal output builder says; anyone can send it, once per account.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdraw
 * - Action: [`withdraw`](https://cartesi.github.io/rollups-ts/viem/withdraw)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`) and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `withdraw`; `data` is the transaction hash. {@link UseWithdrawReturnType}
 *
 * @example
 * import { useWithdraw } from "@cartesi/wagmi/write";
 *
 * const { mutate, data: hash, isPending, error } = useWithdraw();
 * mutate({ application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e", proof: accountProof });
 */
export function useWithdraw<context = unknown>(
  parameters: UseWithdrawParameters<context> = {},
): UseWithdrawReturnType<context> {
  return useWalletMutation(
    parameters,
    (config) => withdrawMutationOptions(config),
    withdrawalWrite,
  );
}
