import type {
  ListReportsErrorType,
  ListReportsParameters,
  ListReportsReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type ListReportsQueryKey, listReportsQueryOptions } from "../query/listReports.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseReportsParameters<selectData = ListReportsReturnType> =
  ExactPartial<ListReportsParameters> &
    QueryParameter<ListReportsReturnType, ListReportsErrorType, selectData, ListReportsQueryKey>;

export type UseReportsReturnType<selectData = ListReportsReturnType> = UseQueryResult<
  selectData,
  ListReportsErrorType
>;

/**
 * Lists the reports of an application, optionally of one epoch or one input.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useReports
 * - Action: [`listReports`](https://cartesi.github.io/rollups-ts/viem/listReports)
 *
 * @param parameters - The parameters of `listReports` (the query waits until `application` is set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link ListReportsReturnType}, or what `query.select` makes of it. {@link UseReportsReturnType}
 *
 * @example
 * import { useReports } from "@cartesi/wagmi";
 *
 * const { data: reports, isPending, error } = useReports({ application: "echo", inputIndex: 0n });
 */
export function useReports<selectData = ListReportsReturnType>(
  parameters: UseReportsParameters<selectData> = {},
): UseReportsReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useReports");
  return useQuery(listReportsQueryOptions(client, { ...rest, nodeUrl }), query);
}
