import {
  type AddInputErrorType,
  type AddInputParameters,
  type AddInputReturnType,
  addInput,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  type DeploymentsParameter,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `addInput`, with wagmi's `account`, `chainId` and `connector`. */
export type AddInputVariables = WalletMutationVariables<AddInputParameters>;

/** What the mutation raises: the errors of `addInput`, and wagmi's when no wallet is connected. */
export type AddInputMutationErrorType = AddInputErrorType | ConnectedClientErrorType;

export type AddInputMutationOptions = MutationOptions<
  AddInputReturnType,
  AddInputMutationErrorType,
  AddInputVariables
> & {
  mutationKey: readonly ["addInput"];
  mutationFn: (variables: AddInputVariables) => Promise<AddInputReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useAddInput`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useAddInput
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @param parameters - `deployments`: deployments of the rollups contracts besides those `@cartesi/viem` knows.
 * @returns `mutationKey` (`["addInput"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link AddInputMutationOptions}
 *
 * @example
 * import { addInputMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), addInputMutationOptions(config));
 */
export function addInputMutationOptions(
  config: Config,
  parameters: DeploymentsParameter = {},
): AddInputMutationOptions {
  return {
    mutationKey: ["addInput"],
    mutationFn: (variables) =>
      sendWithConnectedWallet(config, variables as never, parameters, addInput as never),
  };
}
