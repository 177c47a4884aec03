import type { WaitForRefundStatusErrorType, WaitForRefundStatusReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useContext } from "react";
import { CartesiContext } from "../context.js";
import {
  type WaitForRefundStatusQueryKey,
  type WaitForRefundStatusQueryParameters,
  waitForRefundStatusQueryOptions,
} from "../query/waitForRefundStatus.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseWaitForRefundStatusParameters<selectData = WaitForRefundStatusReturnType> = Omit<
  WaitForRefundStatusQueryParameters,
  "node" | "nodeUrl"
> &
  QueryParameter<
    WaitForRefundStatusReturnType,
    WaitForRefundStatusErrorType,
    selectData,
    WaitForRefundStatusQueryKey
  >;

export type UseWaitForRefundStatusReturnType<selectData = WaitForRefundStatusReturnType> =
  UseQueryResult<selectData, WaitForRefundStatusErrorType>;

/**
 * Waits until the deposit of an input can be refunded (the application is foreclosed), or is refunded.
 *
 * Reads the base layer through `publicClient`; the input is `input` or, left out, read from the node of `CartesiProvider`. A deposit that can no longer be refunded ends the wait with `CannotRefundFinalizedInputError` or `NotADepositError`. The wait polls every `pollingInterval` ms, by default the `publicClient`'s own `pollingInterval` (viem's default: 4 seconds).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForRefundStatus
 * - Action: [`waitForRefundStatus`](https://cartesi.github.io/rollups-ts/viem/waitForRefundStatus)
 *
 * @param parameters - The parameters of `waitForRefundStatus` but `node` and `signal`, the base-layer `publicClient` (the query waits until it, `application`, `inputIndex` and `status` are set), and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link WaitForRefundStatusReturnType}, or what `query.select` makes of it. {@link UseWaitForRefundStatusReturnType}
 *
 * @example
 * import { useWaitForRefundStatus } from "@cartesi/wagmi";
 * import { usePublicClient } from "wagmi";
 *
 * const publicClient = usePublicClient();
 * const { data } = useWaitForRefundStatus({ publicClient, application: "0xab75…", inputIndex: 3n, status: "refundable" });
 */
export function useWaitForRefundStatus<selectData = WaitForRefundStatusReturnType>(
  parameters: UseWaitForRefundStatusParameters<selectData> = {},
): UseWaitForRefundStatusReturnType<selectData> {
  const { query, ...rest } = parameters;
  const provided = useContext(CartesiContext);
  return useQuery(
    waitForRefundStatusQueryOptions({
      ...rest,
      node: provided?.client,
      nodeUrl: provided?.nodeUrl,
    }),
    query,
  );
}
