import type {
  WaitForWithdrawalStatusErrorType,
  WaitForWithdrawalStatusReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import {
  type WaitForWithdrawalStatusQueryKey,
  type WaitForWithdrawalStatusQueryParameters,
  waitForWithdrawalStatusQueryOptions,
} from "../query/waitForWithdrawalStatus.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseWaitForWithdrawalStatusParameters<selectData = WaitForWithdrawalStatusReturnType> =
  WaitForWithdrawalStatusQueryParameters &
    QueryParameter<
      WaitForWithdrawalStatusReturnType,
      WaitForWithdrawalStatusErrorType,
      selectData,
      WaitForWithdrawalStatusQueryKey
    >;

export type UseWaitForWithdrawalStatusReturnType<selectData = WaitForWithdrawalStatusReturnType> =
  UseQueryResult<selectData, WaitForWithdrawalStatusErrorType>;

/**
 * Waits until a v3 application reaches a step of its foreclosure, or a later one.
 *
 * The steps: foreclosed (`"ready-to-prove"`), its accounts drive root proved (`"ready-to-withdraw"`), an account's funds withdrawn (`"withdrawn"`). Reads the base layer through `publicClient` only: it needs no `CartesiProvider`. The wait polls every `pollingInterval` ms, by default the `publicClient`'s own `pollingInterval` (viem's default: 4 seconds).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForWithdrawalStatus
 * - Action: [`waitForWithdrawalStatus`](https://cartesi.github.io/rollups-ts/viem/waitForWithdrawalStatus)
 *
 * @param parameters - The parameters of `waitForWithdrawalStatus`, the base-layer `publicClient` (the query waits until it, `application` and `status` are set), and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link WaitForWithdrawalStatusReturnType}, or what `query.select` makes of it. {@link UseWaitForWithdrawalStatusReturnType}
 *
 * @example
 * import { useWaitForWithdrawalStatus } from "@cartesi/wagmi";
 * import { usePublicClient } from "wagmi";
 *
 * const publicClient = usePublicClient();
 * const { data } = useWaitForWithdrawalStatus({ publicClient, application: "0xab75…", status: "ready-to-prove" });
 */
export function useWaitForWithdrawalStatus<selectData = WaitForWithdrawalStatusReturnType>(
  parameters: UseWaitForWithdrawalStatusParameters<selectData> = {},
): UseWaitForWithdrawalStatusReturnType<selectData> {
  const { query, ...rest } = parameters;
  return useQuery(waitForWithdrawalStatusQueryOptions(rest), query);
}
