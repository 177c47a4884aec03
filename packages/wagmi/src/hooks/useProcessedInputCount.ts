import type {
  GetProcessedInputCountErrorType,
  GetProcessedInputCountParameters,
  GetProcessedInputCountReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import {
  type GetProcessedInputCountQueryKey,
  getProcessedInputCountQueryOptions,
} from "../query/getProcessedInputCount.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseProcessedInputCountParameters<selectData = GetProcessedInputCountReturnType> =
  ExactPartial<GetProcessedInputCountParameters> &
    QueryParameter<
      GetProcessedInputCountReturnType,
      GetProcessedInputCountErrorType,
      selectData,
      GetProcessedInputCountQueryKey
    >;

export type UseProcessedInputCountReturnType<selectData = GetProcessedInputCountReturnType> =
  UseQueryResult<selectData, GetProcessedInputCountErrorType>;

/**
 * Returns how many inputs of an application the node has processed.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useProcessedInputCount
 * - Action: [`getProcessedInputCount`](https://cartesi.github.io/rollups-ts/viem/getProcessedInputCount)
 *
 * @param parameters - The parameters of `getProcessedInputCount` (the query waits until `application` is set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetProcessedInputCountReturnType}, or what `query.select` makes of it. {@link UseProcessedInputCountReturnType}
 *
 * @example
 * import { useProcessedInputCount } from "@cartesi/wagmi";
 *
 * const { data: processedInputCount, isPending, error } = useProcessedInputCount({ application: "echo" });
 */
export function useProcessedInputCount<selectData = GetProcessedInputCountReturnType>(
  parameters: UseProcessedInputCountParameters<selectData> = {},
): UseProcessedInputCountReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useProcessedInputCount");
  return useQuery(getProcessedInputCountQueryOptions(client, { ...rest, nodeUrl }), query);
}
