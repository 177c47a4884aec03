import type {
  ListApplicationsErrorType,
  ListApplicationsParameters,
  ListApplicationsReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import {
  type ListApplicationsQueryKey,
  listApplicationsQueryOptions,
} from "../query/listApplications.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseApplicationsParameters<selectData = ListApplicationsReturnType> =
  ExactPartial<ListApplicationsParameters> &
    QueryParameter<
      ListApplicationsReturnType,
      ListApplicationsErrorType,
      selectData,
      ListApplicationsQueryKey
    >;

export type UseApplicationsReturnType<selectData = ListApplicationsReturnType> = UseQueryResult<
  selectData,
  ListApplicationsErrorType
>;

/**
 * Lists the applications the node runs, one page at a time.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApplications
 * - Action: [`listApplications`](https://cartesi.github.io/rollups-ts/viem/listApplications)
 *
 * @param parameters - The parameters of `listApplications`, and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link ListApplicationsReturnType}, or what `query.select` makes of it. {@link UseApplicationsReturnType}
 *
 * @example
 * import { useApplications } from "@cartesi/wagmi";
 *
 * const { data: applications, isPending, error } = useApplications({ limit: 10 });
 */
export function useApplications<selectData = ListApplicationsReturnType>(
  parameters: UseApplicationsParameters<selectData> = {},
): UseApplicationsReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useApplications");
  return useQuery(listApplicationsQueryOptions(client, { ...rest, nodeUrl }), query);
}
