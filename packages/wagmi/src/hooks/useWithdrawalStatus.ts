import type { GetWithdrawalStatusErrorType, GetWithdrawalStatusReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import {
  type GetWithdrawalStatusQueryKey,
  type GetWithdrawalStatusQueryParameters,
  getWithdrawalStatusQueryOptions,
} from "../query/getWithdrawalStatus.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseWithdrawalStatusParameters<selectData = GetWithdrawalStatusReturnType> =
  GetWithdrawalStatusQueryParameters &
    QueryParameter<
      GetWithdrawalStatusReturnType,
      GetWithdrawalStatusErrorType,
      selectData,
      GetWithdrawalStatusQueryKey
    >;

export type UseWithdrawalStatusReturnType<selectData = GetWithdrawalStatusReturnType> =
  UseQueryResult<selectData, GetWithdrawalStatusErrorType>;

/**
 * Returns where a v3 application stands in its foreclosure and, for one account, its withdrawal: the next step a user can take.
 *
 * Reads the base layer through `publicClient` only: it needs no `CartesiProvider`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdrawalStatus
 * - Action: [`getWithdrawalStatus`](https://cartesi.github.io/rollups-ts/viem/getWithdrawalStatus)
 *
 * @param parameters - The parameters of `getWithdrawalStatus`, the base-layer `publicClient` (the query waits until it and `application` are set), and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link GetWithdrawalStatusReturnType}, or what `query.select` makes of it. {@link UseWithdrawalStatusReturnType}
 *
 * @example
 * import { useWithdrawalStatus } from "@cartesi/wagmi";
 * import { usePublicClient } from "wagmi";
 *
 * const publicClient = usePublicClient();
 * const { data } = useWithdrawalStatus({ publicClient, application: "0xab75…", accountIndex: 0n });
 */
export function useWithdrawalStatus<selectData = GetWithdrawalStatusReturnType>(
  parameters: UseWithdrawalStatusParameters<selectData> = {},
): UseWithdrawalStatusReturnType<selectData> {
  const { query, ...rest } = parameters;
  return useQuery(getWithdrawalStatusQueryOptions(rest), query);
}
