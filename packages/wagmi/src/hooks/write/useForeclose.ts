import type { ForecloseReturnType } from "@cartesi/viem";
import {
  type ForecloseMutationErrorType,
  type ForecloseVariables,
  forecloseMutationOptions,
} from "../../query/write/foreclose.js";
import { foreclosureWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseForecloseParameters<context = unknown> = Omit<
  WalletMutationParameters<
    ForecloseReturnType,
    ForecloseMutationErrorType,
    ForecloseVariables,
    context
  >,
  "deployments"
>;

export type UseForecloseReturnType<context = unknown> = WalletMutationReturnType<
  ForecloseReturnType,
  ForecloseMutationErrorType,
  ForecloseVariables,
  context
>;

/**
 * Forecloses a v3 application: from then on it takes no inputs or deposits, and its users can withdraw their funds from the state of its last accepted claim. Only the guardian can.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useForeclose
 * - Action: [`foreclose`](https://cartesi.github.io/rollups-ts/viem/foreclose)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`) and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `foreclose`; `data` is the transaction hash. {@link UseForecloseReturnType}
 *
 * @example
 * import { useForeclose } from "@cartesi/wagmi/write";
 *
 * const { mutate, data: hash, isPending, error } = useForeclose();
 * mutate({ application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e" });
 */
export function useForeclose<context = unknown>(
  parameters: UseForecloseParameters<context> = {},
): UseForecloseReturnType<context> {
  return useWalletMutation(
    parameters,
    (config) => forecloseMutationOptions(config),
    foreclosureWrite,
  );
}
