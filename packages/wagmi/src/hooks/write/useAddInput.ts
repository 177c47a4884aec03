import type { AddInputReturnType } from "@cartesi/viem";
import {
  type AddInputMutationErrorType,
  type AddInputVariables,
  addInputMutationOptions,
} from "../../query/write/addInput.js";
import { inputWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseAddInputParameters<context = unknown> = WalletMutationParameters<
  AddInputReturnType,
  AddInputMutationErrorType,
  AddInputVariables,
  context
>;

export type UseAddInputReturnType<context = unknown> = WalletMutationReturnType<
  AddInputReturnType,
  AddInputMutationErrorType,
  AddInputVariables,
  context
>;

/**
 * Sends an input to an application through the `InputBox` contract.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useAddInput
 * - Action: [`addInput`](https://cartesi.github.io/rollups-ts/viem/addInput)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`), `deployments` (default: `CartesiProvider`'s), and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `addInput`; `data` is the transaction hash. {@link UseAddInputReturnType}
 *
 * @example
 * import { useAddInput } from "@cartesi/wagmi/write";
 * import { stringToHex } from "viem";
 *
 * const { mutate, data: hash, isPending, error } = useAddInput();
 * mutate({ application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e", payload: stringToHex("hello") });
 */
export function useAddInput<context = unknown>(
  parameters: UseAddInputParameters<context> = {},
): UseAddInputReturnType<context> {
  return useWalletMutation(
    parameters,
    (config, deployments) => addInputMutationOptions(config, { deployments }),
    inputWrite,
  );
}
