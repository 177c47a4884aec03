import type {
  WaitForOutputExecutionErrorType,
  WaitForOutputExecutionParameters,
  WaitForOutputExecutionReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import type { PublicClientParameter } from "../query/outputStatus.js";
import type { ExactPartial } from "../query/utils.js";
import {
  type WaitForOutputExecutionQueryKey,
  waitForOutputExecutionQueryOptions,
} from "../query/waitForOutputExecution.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseWaitForOutputExecutionParameters<selectData = WaitForOutputExecutionReturnType> =
  ExactPartial<Omit<WaitForOutputExecutionParameters, "node" | "signal"> & PublicClientParameter> &
    QueryParameter<
      WaitForOutputExecutionReturnType,
      WaitForOutputExecutionErrorType,
      selectData,
      WaitForOutputExecutionQueryKey
    >;

export type UseWaitForOutputExecutionReturnType<selectData = WaitForOutputExecutionReturnType> =
  UseQueryResult<selectData, WaitForOutputExecutionErrorType>;

/**
 * Waits until a voucher or delegate-call voucher is executed on the base layer, by anyone.
 *
 * Reads the node through `CartesiProvider` and the base layer through `publicClient`. The wait polls every `pollingInterval` ms, by default the `publicClient`'s own `pollingInterval` (viem's default: 4 seconds).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForOutputExecution
 * - Action: [`waitForOutputExecution`](https://cartesi.github.io/rollups-ts/viem/waitForOutputExecution)
 *
 * @param parameters - The parameters of `waitForOutputExecution`, the base-layer `publicClient` (the query waits until they are set), and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link WaitForOutputExecutionReturnType}, or what `query.select` makes of it. {@link UseWaitForOutputExecutionReturnType}
 *
 * @example
 * import { useWaitForOutputExecution } from "@cartesi/wagmi";
 * import { usePublicClient } from "wagmi";
 *
 * const publicClient = usePublicClient();
 * const { data } = useWaitForOutputExecution({ publicClient, application: "0xab75…", outputIndex: 1n });
 */
export function useWaitForOutputExecution<selectData = WaitForOutputExecutionReturnType>(
  parameters: UseWaitForOutputExecutionParameters<selectData> = {},
): UseWaitForOutputExecutionReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useWaitForOutputExecution");
  return useQuery(waitForOutputExecutionQueryOptions(client, { ...rest, nodeUrl }), query);
}
