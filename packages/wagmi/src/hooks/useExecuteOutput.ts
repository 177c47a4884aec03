import {
  type ExecuteOutputErrorType,
  type ExecuteOutputParameters,
  executeOutput,
  getOutputsExecutedFromReceipt,
  type OutputExecuted,
} from "@cartesi/viem";
import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Account, Chain, Client, Hash, TransactionReceipt, Transport } from "viem";
import { waitForTransactionReceipt } from "viem/actions";
import { WalletClientNotFoundError, type WalletClientNotFoundErrorType } from "../errors.js";
import { invalidateOutputStatusQueries } from "../query/outputStatus.js";

export type UseExecuteOutputParameters = {
  /** A viem wallet client of the base layer, e.g. wagmi's `useWalletClient().data`. */
  walletClient: Client<Transport, Chain, Account> | undefined;
};

/** What `mutate` takes: `executeOutput`'s parameters, the account coming from the wallet client. */
export type UseExecuteOutputVariables = ExecuteOutputParameters<Chain, Account>;

export type UseExecuteOutputData = {
  hash: Hash;
  receipt: TransactionReceipt;
  /** The outputs the transaction executed. */
  executed: OutputExecuted[];
};

export type UseExecuteOutputReturnType = UseMutationResult<
  UseExecuteOutputData,
  ExecuteOutputErrorType | WalletClientNotFoundErrorType,
  UseExecuteOutputVariables
>;

/**
 * Executes a voucher on the base layer, waits for its receipt, and invalidates the cached status,
 * estimate and waits of the application's outputs (`useOutputStatus`, `useTimeToExecutable`, …).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi
 * - Action: [`executeOutput`](https://cartesi.github.io/rollups-ts/viem/executeOutput)
 *
 * @param parameters - The wallet client to send from.
 * @returns TanStack Query's mutation result; `mutate({ application, output })` sends the transaction. {@link UseExecuteOutputReturnType}
 *
 * @example
 * import { useExecuteOutput } from "@cartesi/wagmi";
 * import { useWalletClient } from "wagmi";
 *
 * const { data: walletClient } = useWalletClient();
 * const { mutate } = useExecuteOutput({ walletClient });
 * mutate({ application: "0xab75…", output });
 */
export function useExecuteOutput({
  walletClient,
}: UseExecuteOutputParameters): UseExecuteOutputReturnType {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: UseExecuteOutputVariables) => {
      if (!walletClient) throw new WalletClientNotFoundError();
      const hash = await executeOutput(walletClient, variables as never);
      const receipt = await waitForTransactionReceipt(walletClient, { hash });
      return { hash, receipt, executed: getOutputsExecutedFromReceipt(receipt) };
    },
    onSuccess: ({ executed }, { application }) =>
      Promise.all(
        executed.map(({ outputIndex }) =>
          invalidateOutputStatusQueries(queryClient, { application, outputIndex }),
        ),
      ),
  });
}
