import {
  type ExecuteOutputErrorType,
  type ExecuteOutputParameters,
  type ExecuteOutputReturnType,
  executeOutput,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  type DeploymentsParameter,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `executeOutput`, with wagmi's `account`, `chainId` and `connector`. */
export type ExecuteOutputVariables = WalletMutationVariables<ExecuteOutputParameters>;

/** What the mutation raises: the errors of `executeOutput`, and wagmi's when no wallet is connected. */
export type ExecuteOutputMutationErrorType = ExecuteOutputErrorType | ConnectedClientErrorType;

export type ExecuteOutputMutationOptions = MutationOptions<
  ExecuteOutputReturnType,
  ExecuteOutputMutationErrorType,
  ExecuteOutputVariables
> & {
  mutationKey: readonly ["executeOutput"];
  mutationFn: (variables: ExecuteOutputVariables) => Promise<ExecuteOutputReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useExecuteOutput`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useExecuteOutput
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @param parameters - `deployments`: deployments of the rollups contracts besides those `@cartesi/viem` knows.
 * @returns `mutationKey` (`["executeOutput"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link ExecuteOutputMutationOptions}
 *
 * @example
 * import { executeOutputMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), executeOutputMutationOptions(config));
 */
export function executeOutputMutationOptions(
  config: Config,
  parameters: DeploymentsParameter = {},
): ExecuteOutputMutationOptions {
  return {
    mutationKey: ["executeOutput"],
    mutationFn: (variables) =>
      sendWithConnectedWallet(config, variables as never, parameters, executeOutput as never),
  };
}
