import type { ExecuteOutputReturnType } from "@cartesi/viem";
import {
  type ExecuteOutputMutationErrorType,
  type ExecuteOutputVariables,
  executeOutputMutationOptions,
} from "../../query/write/executeOutput.js";
import { outputWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseExecuteOutputParameters<context = unknown> = WalletMutationParameters<
  ExecuteOutputReturnType,
  ExecuteOutputMutationErrorType,
  ExecuteOutputVariables,
  context
>;

export type UseExecuteOutputReturnType<context = unknown> = WalletMutationReturnType<
  ExecuteOutputReturnType,
  ExecuteOutputMutationErrorType,
  ExecuteOutputVariables,
  context
>;

/**
 * Executes a voucher or a delegate-call voucher of an application on the base layer.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useExecuteOutput
 * - Action: [`executeOutput`](https://cartesi.github.io/rollups-ts/viem/executeOutput)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`), `deployments` (default: `CartesiProvider`'s), and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `executeOutput`; `data` is the transaction hash. {@link UseExecuteOutputReturnType}
 *
 * @example
 * import { useExecuteOutput } from "@cartesi/wagmi/write";
 *
 * const { mutate, data: hash, isPending, error } = useExecuteOutput();
 * mutate({ application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e", output });
 */
export function useExecuteOutput<context = unknown>(
  parameters: UseExecuteOutputParameters<context> = {},
): UseExecuteOutputReturnType<context> {
  return useWalletMutation(
    parameters,
    (config, deployments) => executeOutputMutationOptions(config, { deployments }),
    outputWrite,
  );
}
