import type { GetNodeInfoErrorType, GetNodeInfoReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type GetNodeInfoQueryKey, getNodeInfoQueryOptions } from "../query/getNodeInfo.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseNodeInfoParameters<selectData = GetNodeInfoReturnType> = QueryParameter<
  GetNodeInfoReturnType,
  GetNodeInfoErrorType,
  selectData,
  GetNodeInfoQueryKey
>;

export type UseNodeInfoReturnType<selectData = GetNodeInfoReturnType> = UseQueryResult<
  selectData,
  GetNodeInfoErrorType
>;

/**
 * Returns the rollups node's base-layer chain ID and version, whatever the node's version.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/api/wagmi#usenodeinfo
 * - Action: [`getNodeInfo`](https://cartesi.github.io/rollups-ts/api/viem#getnodeinfo)
 *
 * @param parameters - Only `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetNodeInfoReturnType}, or what `query.select` makes of it. {@link UseNodeInfoReturnType}
 *
 * @example
 * import { useNodeInfo } from "@cartesi/wagmi";
 *
 * const { data: nodeInfo, isPending, error } = useNodeInfo();
 * // nodeInfo: { chainId: 31337, version: "2.0.0-alpha.13" }
 */
export function useNodeInfo<selectData = GetNodeInfoReturnType>(
  parameters: UseNodeInfoParameters<selectData> = {},
): UseNodeInfoReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useNodeInfo");
  return useQuery(getNodeInfoQueryOptions(client, { ...rest, nodeUrl }), query);
}
