import type {
  GetLastAcceptedEpochIndexErrorType,
  GetLastAcceptedEpochIndexParameters,
  GetLastAcceptedEpochIndexReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import {
  type GetLastAcceptedEpochIndexQueryKey,
  getLastAcceptedEpochIndexQueryOptions,
} from "../query/getLastAcceptedEpochIndex.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseLastAcceptedEpochIndexParameters<selectData = GetLastAcceptedEpochIndexReturnType> =
  ExactPartial<GetLastAcceptedEpochIndexParameters> &
    QueryParameter<
      GetLastAcceptedEpochIndexReturnType,
      GetLastAcceptedEpochIndexErrorType,
      selectData,
      GetLastAcceptedEpochIndexQueryKey
    >;

export type UseLastAcceptedEpochIndexReturnType<selectData = GetLastAcceptedEpochIndexReturnType> =
  UseQueryResult<selectData, GetLastAcceptedEpochIndexErrorType>;

/**
 * Returns the index of the last epoch of an application whose claim the base layer accepted.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useLastAcceptedEpochIndex
 * - Action: [`getLastAcceptedEpochIndex`](https://cartesi.github.io/rollups-ts/viem/getLastAcceptedEpochIndex)
 *
 * @param parameters - The parameters of `getLastAcceptedEpochIndex` (the query waits until `application` is set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetLastAcceptedEpochIndexReturnType}, or what `query.select` makes of it. {@link UseLastAcceptedEpochIndexReturnType}
 *
 * @example
 * import { useLastAcceptedEpochIndex } from "@cartesi/wagmi";
 *
 * const { data: lastAcceptedEpochIndex, isPending, error } = useLastAcceptedEpochIndex({ application: "echo" });
 */
export function useLastAcceptedEpochIndex<selectData = GetLastAcceptedEpochIndexReturnType>(
  parameters: UseLastAcceptedEpochIndexParameters<selectData> = {},
): UseLastAcceptedEpochIndexReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useLastAcceptedEpochIndex");
  return useQuery(getLastAcceptedEpochIndexQueryOptions(client, { ...rest, nodeUrl }), query);
}
