import { type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import type { Config } from "@wagmi/core";
import { useEffect } from "react";
import { useChainId, useConfig, useWaitForTransactionReceipt } from "wagmi";
import { useCartesiContext } from "../../context.js";
import type { ExactPartial } from "../../query/utils.js";
import { inputWrite, invalidateWrittenReads } from "../../query/write/utils.js";
import {
  type WaitForTransactionInputErrorType,
  type WaitForTransactionInputParameters,
  type WaitForTransactionInputQueryKey,
  type WaitForTransactionInputReturnType,
  waitForTransactionInputQueryOptions,
} from "../../query/write/waitForTransactionInput.js";
import type { QueryParameter } from "../../types.js";
import { useQuery } from "../../utils/useQuery.js";
import { useDeployments } from "./useWalletMutation.js";

export type UseWaitForTransactionInputParameters<selectData = WaitForTransactionInputReturnType> =
  ExactPartial<WaitForTransactionInputParameters> & {
    /** The wagmi config whose client waits for the receipt (default: `WagmiProvider`'s). */
    config?: Config | undefined;
  } & QueryParameter<
      WaitForTransactionInputReturnType,
      WaitForTransactionInputErrorType,
      selectData,
      WaitForTransactionInputQueryKey
    >;

/**
 * Where a sent input is, named by what the user waits for next: `idle` (no hash yet), `sent` (the
 * transaction is not mined), `on-chain` (the InputBox took it; the node has not processed it), or
 * `processed`. A failure is the query's `error`.
 */
export type TransactionInputProgress = "idle" | "sent" | "on-chain" | "processed";

export type UseWaitForTransactionInputErrorType = WaitForTransactionInputErrorType;

export type UseWaitForTransactionInputReturnType<selectData = WaitForTransactionInputReturnType> =
  UseQueryResult<selectData, UseWaitForTransactionInputErrorType> & {
    /** Where the input is, from the receipt's query and this one. */
    progress: TransactionInputProgress;
  };

/**
 * Follows an input from the transaction that sent it to the node that processed it.
 *
 * The receipt's `InputAdded` event gives the input's index, then the node is asked until it has processed it.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForTransactionInput
 * - Action: [`waitForInput`](https://cartesi.github.io/rollups-ts/viem/waitForInput)
 *
 * @param parameters - `hash` (the query waits while it is undefined), `application`, `waitProcessing`, `chainId`, `config`, `deployments` (default: `CartesiProvider`'s), `pollingInterval`, and `query`: TanStack Query options such as `select`.
 * @returns TanStack Query's result, as wagmi's `useWaitForTransactionReceipt` returns it: `data` is the receipt, the application, the input's index and the node's input ({@link WaitForTransactionInputReturnType}); `progress` names the step. {@link UseWaitForTransactionInputReturnType}
 *
 * @example
 * import { useAddInput, useWaitForTransactionInput } from "@cartesi/wagmi/write";
 *
 * const { data: hash } = useAddInput();
 * const { progress, data, error } = useWaitForTransactionInput({ hash });
 */
export function useWaitForTransactionInput<selectData = WaitForTransactionInputReturnType>(
  parameters: UseWaitForTransactionInputParameters<selectData> = {},
): UseWaitForTransactionInputReturnType<selectData> {
  const { query, config: given, deployments: hookDeployments, ...rest } = parameters;
  const config = useConfig({ config: given });
  const currentChainId = useChainId({ config });
  const chainId = rest.chainId ?? currentChainId;
  const { client, nodeUrl } = useCartesiContext("useWaitForTransactionInput");
  const deployments = useDeployments(hookDeployments);
  const options = waitForTransactionInputQueryOptions(config, client, {
    ...rest,
    chainId,
    deployments,
    nodeUrl,
  });
  const result = useQuery(options, query);
  // The same receipt, from wagmi's query: it says when the transaction is mined.
  const { data: receipt } = useWaitForTransactionReceipt({ hash: rest.hash, chainId, config });
  const queryClient = useQueryClient();
  const { isSuccess } = result;
  const { queryKey } = options;
  // Once the node has the input, the reads of its application show it.
  useEffect(() => {
    const application = isSuccess ? queryClient.getQueryData(queryKey)?.application : undefined;
    if (application) invalidateWrittenReads(queryClient, { application, reads: inputWrite.node });
  }, [isSuccess, queryClient, queryKey]);
  const progress: TransactionInputProgress =
    rest.hash === undefined ? "idle" : isSuccess ? "processed" : receipt ? "on-chain" : "sent";
  return Object.assign(result, { progress });
}
