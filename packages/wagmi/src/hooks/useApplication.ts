import type {
  GetApplicationErrorType,
  GetApplicationParameters,
  GetApplicationReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import {
  type GetApplicationQueryKey,
  getApplicationQueryOptions,
} from "../query/getApplication.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseApplicationParameters<selectData = GetApplicationReturnType> =
  ExactPartial<GetApplicationParameters> &
    QueryParameter<
      GetApplicationReturnType,
      GetApplicationErrorType,
      selectData,
      GetApplicationQueryKey
    >;

export type UseApplicationReturnType<selectData = GetApplicationReturnType> = UseQueryResult<
  selectData,
  GetApplicationErrorType
>;

/**
 * Returns an application the node runs, by name or address.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApplication
 * - Action: [`getApplication`](https://cartesi.github.io/rollups-ts/viem/getApplication)
 *
 * @param parameters - The parameters of `getApplication` (the query waits until `application` is set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetApplicationReturnType}, or what `query.select` makes of it. {@link UseApplicationReturnType}
 *
 * @example
 * import { useApplication } from "@cartesi/wagmi";
 *
 * const { data: application, isPending, error } = useApplication({ application: "echo" });
 */
export function useApplication<selectData = GetApplicationReturnType>(
  parameters: UseApplicationParameters<selectData> = {},
): UseApplicationReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useApplication");
  return useQuery(getApplicationQueryOptions(client, { ...rest, nodeUrl }), query);
}
