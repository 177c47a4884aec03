import {
  type AddInputErrorType,
  type AddInputParameters,
  type AddInputReturnType,
  type ApplicationDefinition,
  addInput,
  type TypedAddInputParameters,
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

/**
 * What `mutate` takes with an application's definition: the parameters of `addInput` without
 * `application` (the definition's), with `input` typed by the definition.
 */
export type TypedAddInputVariables<
  application extends ApplicationDefinition = ApplicationDefinition,
> = WalletMutationVariables<Omit<TypedAddInputParameters<application>, "application">>;

/** The mutation options of `useAddInput` with a definition. */
export type TypedAddInputMutationOptions<
  application extends ApplicationDefinition = ApplicationDefinition,
> = MutationOptions<
  AddInputReturnType,
  AddInputMutationErrorType,
  TypedAddInputVariables<application>
> & {
  mutationKey: readonly ["addInput"];
  mutationFn: (variables: TypedAddInputVariables<application>) => Promise<AddInputReturnType>;
};

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
 * @param parameters - `deployments`: deployments of the rollups contracts besides those `@cartesi/viem` knows; `application`: an application's definition, whose inputs `mutate` then takes as `input`.
 * @returns `mutationKey` (`["addInput"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link AddInputMutationOptions}
 *
 * @example
 * import { addInputMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), addInputMutationOptions(config));
 */
export function addInputMutationOptions<application extends ApplicationDefinition>(
  config: Config,
  parameters: DeploymentsParameter & { application: application },
): TypedAddInputMutationOptions<application>;
export function addInputMutationOptions(
  config: Config,
  parameters?: DeploymentsParameter & { application?: undefined },
): AddInputMutationOptions;
export function addInputMutationOptions(
  config: Config,
  {
    application,
    ...parameters
  }: DeploymentsParameter & { application?: ApplicationDefinition } = {},
): AddInputMutationOptions | TypedAddInputMutationOptions {
  return {
    mutationKey: ["addInput"],
    mutationFn: (variables: AddInputVariables | TypedAddInputVariables) =>
      sendWithConnectedWallet(
        config,
        (application ? { ...variables, application } : variables) as never,
        parameters,
        addInput as never,
      ),
  };
}
