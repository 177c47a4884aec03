import type { GetNodeVersionErrorType, GetNodeVersionReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import {
  type GetNodeVersionQueryKey,
  getNodeVersionQueryOptions,
} from "../query/getNodeVersion.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseNodeVersionParameters<selectData = GetNodeVersionReturnType> = QueryParameter<
  GetNodeVersionReturnType,
  GetNodeVersionErrorType,
  selectData,
  GetNodeVersionQueryKey
>;

export type UseNodeVersionReturnType<selectData = GetNodeVersionReturnType> = UseQueryResult<
  selectData,
  GetNodeVersionErrorType
>;

/**
 * Returns the version of the rollups node.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useNodeVersion
 * - Action: [`getNodeVersion`](https://cartesi.github.io/rollups-ts/api/viem#getnodeversion)
 *
 * @param parameters - Only `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetNodeVersionReturnType}, or what `query.select` makes of it. {@link UseNodeVersionReturnType}
 *
 * @example
 * import { useNodeVersion } from "@cartesi/wagmi";
 *
 * const { data: nodeVersion, isPending, error } = useNodeVersion();
 */
export function useNodeVersion<selectData = GetNodeVersionReturnType>(
  parameters: UseNodeVersionParameters<selectData> = {},
): UseNodeVersionReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useNodeVersion");
  return useQuery(getNodeVersionQueryOptions(client, { ...rest, nodeUrl }), query);
}
