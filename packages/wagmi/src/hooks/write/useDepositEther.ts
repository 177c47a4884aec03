import type { DepositEtherReturnType } from "@cartesi/viem";
import {
  type DepositEtherMutationErrorType,
  type DepositEtherVariables,
  depositEtherMutationOptions,
} from "../../query/write/depositEther.js";
import { depositWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseDepositEtherParameters<context = unknown> = WalletMutationParameters<
  DepositEtherReturnType,
  DepositEtherMutationErrorType,
  DepositEtherVariables,
  context
>;

export type UseDepositEtherReturnType<context = unknown> = WalletMutationReturnType<
  DepositEtherReturnType,
  DepositEtherMutationErrorType,
  DepositEtherVariables,
  context
>;

/**
 * Deposits Ether into an application through the `EtherPortal` contract.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useDepositEther
 * - Action: [`depositEther`](https://cartesi.github.io/rollups-ts/viem/depositEther)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`), `deployments` (default: `CartesiProvider`'s), and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `depositEther`; `data` is the transaction hash. {@link UseDepositEtherReturnType}
 *
 * @example
 * import { useDepositEther } from "@cartesi/wagmi/write";
 * import { parseEther } from "viem";
 *
 * const { mutate, data: hash, isPending, error } = useDepositEther();
 * mutate({ application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e", value: parseEther("1") });
 */
export function useDepositEther<context = unknown>(
  parameters: UseDepositEtherParameters<context> = {},
): UseDepositEtherReturnType<context> {
  return useWalletMutation(
    parameters,
    (config, deployments) => depositEtherMutationOptions(config, { deployments }),
    depositWrite,
  );
}
