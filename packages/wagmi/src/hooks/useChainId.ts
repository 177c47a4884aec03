import type { GetChainIdErrorType, GetChainIdReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type GetChainIdQueryKey, getChainIdQueryOptions } from "../query/getChainId.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseChainIdParameters<selectData = GetChainIdReturnType> = QueryParameter<
  GetChainIdReturnType,
  GetChainIdErrorType,
  selectData,
  GetChainIdQueryKey
>;

export type UseChainIdReturnType<selectData = GetChainIdReturnType> = UseQueryResult<
  selectData,
  GetChainIdErrorType
>;

/**
 * Returns the ID of the base-layer chain the node follows.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useChainId
 * - Action: [`getChainId`](https://cartesi.github.io/rollups-ts/api/viem#getchainid)
 *
 * @param parameters - Only `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetChainIdReturnType}, or what `query.select` makes of it. {@link UseChainIdReturnType}
 *
 * @example
 * import { useChainId } from "@cartesi/wagmi";
 *
 * const { data: chainId, isPending, error } = useChainId();
 */
export function useChainId<selectData = GetChainIdReturnType>(
  parameters: UseChainIdParameters<selectData> = {},
): UseChainIdReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useChainId");
  return useQuery(getChainIdQueryOptions(client, { ...rest, nodeUrl }), query);
}
