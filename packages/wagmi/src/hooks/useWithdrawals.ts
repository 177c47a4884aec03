import type {
  ListWithdrawalsErrorType,
  ListWithdrawalsParameters,
  ListWithdrawalsReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import {
  type ListWithdrawalsQueryKey,
  listWithdrawalsQueryOptions,
} from "../query/listWithdrawals.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseWithdrawalsParameters<selectData = ListWithdrawalsReturnType> =
  ExactPartial<ListWithdrawalsParameters> &
    QueryParameter<
      ListWithdrawalsReturnType,
      ListWithdrawalsErrorType,
      selectData,
      ListWithdrawalsQueryKey
    >;

export type UseWithdrawalsReturnType<selectData = ListWithdrawalsReturnType> = UseQueryResult<
  selectData,
  ListWithdrawalsErrorType
>;

/**
 * Lists the withdrawals from a foreclosed application that the node has seen executed on the base layer.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdrawals
 * - Action: [`listWithdrawals`](https://cartesi.github.io/rollups-ts/viem/listWithdrawals)
 *
 * @param parameters - The parameters of `listWithdrawals` (the query waits until `application` is set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link ListWithdrawalsReturnType}, or what `query.select` makes of it. {@link UseWithdrawalsReturnType}
 *
 * @example
 * import { useWithdrawals } from "@cartesi/wagmi";
 *
 * const { data: withdrawals, isPending, error } = useWithdrawals({ application: "echo", limit: 10 });
 */
export function useWithdrawals<selectData = ListWithdrawalsReturnType>(
  parameters: UseWithdrawalsParameters<selectData> = {},
): UseWithdrawalsReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useWithdrawals");
  return useQuery(listWithdrawalsQueryOptions(client, { ...rest, nodeUrl }), query);
}
