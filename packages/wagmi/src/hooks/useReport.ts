import type { GetReportErrorType, GetReportParameters, GetReportReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type GetReportQueryKey, getReportQueryOptions } from "../query/getReport.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseReportParameters<selectData = GetReportReturnType> =
  ExactPartial<GetReportParameters> &
    QueryParameter<GetReportReturnType, GetReportErrorType, selectData, GetReportQueryKey>;

export type UseReportReturnType<selectData = GetReportReturnType> = UseQueryResult<
  selectData,
  GetReportErrorType
>;

/**
 * Returns a report of an application.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useReport
 * - Action: [`getReport`](https://cartesi.github.io/rollups-ts/viem/getReport)
 *
 * @param parameters - The parameters of `getReport` (the query waits until `application` and `reportIndex` are set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetReportReturnType}, or what `query.select` makes of it. {@link UseReportReturnType}
 *
 * @example
 * import { useReport } from "@cartesi/wagmi";
 *
 * const { data: report, isPending, error } = useReport({ application: "echo", reportIndex: 0n });
 */
export function useReport<selectData = GetReportReturnType>(
  parameters: UseReportParameters<selectData> = {},
): UseReportReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useReport");
  return useQuery(getReportQueryOptions(client, { ...rest, nodeUrl }), query);
}
