import {
  type ApprovePortalErrorType,
  type ApprovePortalParameters,
  type ApprovePortalReturnType,
  approvePortal,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  type DeploymentsParameter,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `approvePortal`, with wagmi's `account`, `chainId` and `connector`. */
export type ApprovePortalVariables = WalletMutationVariables<ApprovePortalParameters>;

/** What the mutation raises: the errors of `approvePortal`, and wagmi's when no wallet is connected. */
export type ApprovePortalMutationErrorType = ApprovePortalErrorType | ConnectedClientErrorType;

export type ApprovePortalMutationOptions = MutationOptions<
  ApprovePortalReturnType,
  ApprovePortalMutationErrorType,
  ApprovePortalVariables
> & {
  mutationKey: readonly ["approvePortal"];
  mutationFn: (variables: ApprovePortalVariables) => Promise<ApprovePortalReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useApprovePortal`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApprovePortal
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @param parameters - `deployments`: deployments of the rollups contracts besides those `@cartesi/viem` knows.
 * @returns `mutationKey` (`["approvePortal"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link ApprovePortalMutationOptions}
 *
 * @example
 * import { approvePortalMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), approvePortalMutationOptions(config));
 */
export function approvePortalMutationOptions(
  config: Config,
  parameters: DeploymentsParameter = {},
): ApprovePortalMutationOptions {
  return {
    mutationKey: ["approvePortal"],
    mutationFn: (variables) =>
      sendWithConnectedWallet(config, variables as never, parameters, approvePortal as never),
  };
}
