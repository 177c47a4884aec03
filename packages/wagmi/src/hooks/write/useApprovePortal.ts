import type { ApprovePortalReturnType } from "@cartesi/viem";
import {
  type ApprovePortalMutationErrorType,
  type ApprovePortalVariables,
  approvePortalMutationOptions,
} from "../../query/write/approvePortal.js";
import { approvalWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseApprovePortalParameters<context = unknown> = WalletMutationParameters<
  ApprovePortalReturnType,
  ApprovePortalMutationErrorType,
  ApprovePortalVariables,
  context
>;

export type UseApprovePortalReturnType<context = unknown> = WalletMutationReturnType<
  ApprovePortalReturnType,
  ApprovePortalMutationErrorType,
  ApprovePortalVariables,
  context
>;

/**
 * Lets the portal that deposits a token into an application move the sender's tokens, without naming the portal.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApprovePortal
 * - Action: [`approvePortal`](https://cartesi.github.io/rollups-ts/api/viem)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`), `deployments` (default: `CartesiProvider`'s), and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `approvePortal`; `data` is the transaction hash. {@link UseApprovePortalReturnType}
 *
 * @example
 * import { useApprovePortal } from "@cartesi/wagmi/write";
 * import { parseUnits } from "viem";
 *
 * const { mutate, data: hash, isPending, error } = useApprovePortal();
 * mutate({
 *   standard: "erc20",
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   amount: parseUnits("100", 18),
 * });
 */
export function useApprovePortal<context = unknown>(
  parameters: UseApprovePortalParameters<context> = {},
): UseApprovePortalReturnType<context> {
  return useWalletMutation(
    parameters,
    (config, deployments) => approvePortalMutationOptions(config, { deployments }),
    approvalWrite,
  );
}
