import {
  type WithdrawErrorType,
  type WithdrawParameters,
  type WithdrawReturnType,
  withdraw,
} from "@cartesi/viem";
import type { MutationOptions } from "@tanstack/query-core";
import type { Config } from "@wagmi/core";
import {
  type ConnectedClientErrorType,
  sendWithConnectedWallet,
  type WalletMutationVariables,
} from "./utils.js";

/** What `mutate` takes: the parameters of `withdraw`, with wagmi's `account`, `chainId` and `connector`. */
export type WithdrawVariables = WalletMutationVariables<WithdrawParameters>;

/** What the mutation raises: the errors of `withdraw`, and wagmi's when no wallet is connected. */
export type WithdrawMutationErrorType = WithdrawErrorType | ConnectedClientErrorType;

export type WithdrawMutationOptions = MutationOptions<
  WithdrawReturnType,
  WithdrawMutationErrorType,
  WithdrawVariables
> & {
  mutationKey: readonly ["withdraw"];
  mutationFn: (variables: WithdrawVariables) => Promise<WithdrawReturnType>;
};

/**
 * Returns the TanStack Query mutation options of `useWithdraw`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdraw
 *
 * @param config - The wagmi config whose connected wallet sends.
 * @returns `mutationKey` (`["withdraw"]`) and `mutationFn`, which sends with the connected wallet and returns the transaction hash. {@link WithdrawMutationOptions}
 *
 * @example
 * import { withdrawMutationOptions } from "@cartesi/wagmi/write/query";
 * import { MutationObserver, QueryClient } from "@tanstack/query-core";
 *
 * const observer = new MutationObserver(new QueryClient(), withdrawMutationOptions(config));
 */
export function withdrawMutationOptions(config: Config): WithdrawMutationOptions {
  return {
    mutationKey: ["withdraw"],
    // A function of the application itself: no deployment to choose, so none is passed.
    mutationFn: (variables) =>
      sendWithConnectedWallet(config, variables as never, {}, withdraw as never),
  };
}
