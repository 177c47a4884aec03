import {
  type IssueRefundErrorType,
  type IssueRefundParameters,
  type IssueRefundReturnType,
  issueRefund,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import type { Client, Hex } from "viem";
import {
  type ConnectedClientErrorType,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/**
 * What `mutate` takes: the parameters of `issueRefund`, with wagmi's `account`, `chainId` and
 * `connector`; `input` and `node` may both be left out, for the node the options were given (in
 * `useIssueRefund`, `CartesiProvider`'s) to serve the input.
 */
export type IssueRefundVariables = WalletMutationVariables<
  | IssueRefundParameters
  | (Omit<IssueRefundParameters & { input: Hex }, "input" | "node"> & {
      input?: undefined;
      node?: undefined;
    })
>;

/** What the mutation raises: the errors of `issueRefund`, and wagmi's when no wallet is connected. */
export type IssueRefundMutationErrorType = IssueRefundErrorType | ConnectedClientErrorType;

export type IssueRefundMutationOptions = MutationOptions<
  IssueRefundReturnType,
  IssueRefundMutationErrorType,
  IssueRefundVariables
> & {
  mutationKey: readonly ["issueRefund"];
  mutationFn: (variables: IssueRefundVariables) => Promise<IssueRefundReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useIssueRefund`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useIssueRefund
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @param node - A client pointed at the application's rollups node, which serves the input of a call that gives neither `input` nor `node`.
 * @returns `mutationKey` (`["issueRefund"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link IssueRefundMutationOptions}
 *
 * @example
 * import { issueRefundMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), issueRefundMutationOptions(config));
 */
export function issueRefundMutationOptions(
  config: Config,
  node?: Client | undefined,
): IssueRefundMutationOptions {
  return {
    mutationKey: ["issueRefund"],
    // A function of the application itself: no deployment to choose, so none is passed.
    mutationFn: (variables) =>
      sendWithConnectedWallet(
        config,
        (variables.input === undefined && variables.node === undefined && node
          ? { ...variables, node }
          : variables) as never,
        {},
        issueRefund as never,
      ),
  };
}
