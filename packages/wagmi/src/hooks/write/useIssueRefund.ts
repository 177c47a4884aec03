import type { IssueRefundReturnType } from "@cartesi/viem";
import { useContext } from "react";
import { CartesiContext } from "../../context.js";
import {
  type IssueRefundMutationErrorType,
  type IssueRefundVariables,
  issueRefundMutationOptions,
} from "../../query/write/issueRefund.js";
import { refundWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseIssueRefundParameters<context = unknown> = Omit<
  WalletMutationParameters<
    IssueRefundReturnType,
    IssueRefundMutationErrorType,
    IssueRefundVariables,
    context
  >,
  "deployments"
>;

export type UseIssueRefundReturnType<context = unknown> = WalletMutationReturnType<
  IssueRefundReturnType,
  IssueRefundMutationErrorType,
  IssueRefundVariables,
  context
>;

/**
 * Gives a deposit back to its depositor after the application's foreclosure, when the deposit's input was never finalized.
 *
 * Anyone can send it, once per input. `mutate` takes the input (`input`, the node's `raw_data`) or the node to read it from; with neither, the input is read from the node of `CartesiProvider`, when there is one. Once the transaction is mined, the hook refetches the refund statuses and their waits of the application.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useIssueRefund
 * - Action: [`issueRefund`](https://cartesi.github.io/rollups-ts/viem/issueRefund)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`) and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `issueRefund`; `data` is the transaction hash. {@link UseIssueRefundReturnType}
 *
 * @example
 * import { useIssueRefund } from "@cartesi/wagmi/write";
 *
 * const { mutate, data: hash, isPending, error } = useIssueRefund();
 * mutate({ application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e", inputIndex: 3n, input });
 */
export function useIssueRefund<context = unknown>(
  parameters: UseIssueRefundParameters<context> = {},
): UseIssueRefundReturnType<context> {
  const node = useContext(CartesiContext)?.client;
  return useWalletMutation(
    parameters,
    (config) => issueRefundMutationOptions(config, node),
    refundWrite,
  );
}
