import type { AddInputReturnType, ApplicationDefinition } from "@cartesi/viem";
import {
  type AddInputMutationErrorType,
  type AddInputVariables,
  addInputMutationOptions,
  type TypedAddInputVariables,
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

/** The parameters of `useAddInput` with an application's definition. */
export type UseTypedAddInputParameters<
  application extends ApplicationDefinition = ApplicationDefinition,
  context = unknown,
> = WalletMutationParameters<
  AddInputReturnType,
  AddInputMutationErrorType,
  TypedAddInputVariables<application>,
  context
>;

/** What `useAddInput` returns with a definition: `mutate` takes the typed `input`. */
export type UseTypedAddInputReturnType<
  application extends ApplicationDefinition = ApplicationDefinition,
  context = unknown,
> = WalletMutationReturnType<
  AddInputReturnType,
  AddInputMutationErrorType,
  TypedAddInputVariables<application>,
  context
>;

/**
 * Sends an input to an application through the `InputBox` contract.
 *
 * Given an application's definition first, `mutate` takes the input typed by it (`input`), and
 * sends to its address.
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
 * // With a definition (`defineApplication` of `@cartesi/viem/codec`): the input, typed.
 * const typed = useAddInput(echo);
 * typed.mutate({ input: { notices: [stringToHex("hello")] } });
 */
export function useAddInput<application extends ApplicationDefinition, context = unknown>(
  application: application,
  parameters?: UseTypedAddInputParameters<application, context>,
): UseTypedAddInputReturnType<application, context>;
export function useAddInput<context = unknown>(
  parameters?: UseAddInputParameters<context>,
): UseAddInputReturnType<context>;
export function useAddInput(
  first: ApplicationDefinition | UseAddInputParameters = {},
  second: UseTypedAddInputParameters = {},
): UseAddInputReturnType | UseTypedAddInputReturnType {
  const application = "encodeInput" in first ? (first as ApplicationDefinition) : undefined;
  return useWalletMutation(
    (application ? second : first) as UseAddInputParameters,
    (config, deployments) =>
      application
        ? (addInputMutationOptions(config, { deployments, application }) as never)
        : addInputMutationOptions(config, { deployments }),
    inputWrite,
    application?.address,
  );
}
