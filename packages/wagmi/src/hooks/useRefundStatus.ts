import type { GetRefundStatusErrorType, GetRefundStatusReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useContext } from "react";
import { CartesiContext } from "../context.js";
import {
  type GetRefundStatusQueryKey,
  type GetRefundStatusQueryParameters,
  getRefundStatusQueryOptions,
} from "../query/getRefundStatus.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseRefundStatusParameters<selectData = GetRefundStatusReturnType> = Omit<
  GetRefundStatusQueryParameters,
  "node" | "nodeUrl"
> &
  QueryParameter<
    GetRefundStatusReturnType,
    GetRefundStatusErrorType,
    selectData,
    GetRefundStatusQueryKey
  >;

export type UseRefundStatusReturnType<selectData = GetRefundStatusReturnType> = UseQueryResult<
  selectData,
  GetRefundStatusErrorType
>;

/**
 * Returns what can happen to the deposit of an input after a foreclosure: the next step a user can take.
 *
 * Reads the base layer through `publicClient`; the input is `input` or, left out, read from the node of `CartesiProvider` (the query waits for one or the other).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useRefundStatus
 * - Action: [`getRefundStatus`](https://cartesi.github.io/rollups-ts/viem/getRefundStatus)
 *
 * @param parameters - The parameters of `getRefundStatus` but `node`, the base-layer `publicClient` (the query waits until it, `application` and `inputIndex` are set), and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link GetRefundStatusReturnType}, or what `query.select` makes of it. {@link UseRefundStatusReturnType}
 *
 * @example
 * import { useRefundStatus } from "@cartesi/wagmi";
 * import { usePublicClient } from "wagmi";
 *
 * const publicClient = usePublicClient();
 * const { data } = useRefundStatus({ publicClient, application: "0xab75…", inputIndex: 3n });
 */
export function useRefundStatus<selectData = GetRefundStatusReturnType>(
  parameters: UseRefundStatusParameters<selectData> = {},
): UseRefundStatusReturnType<selectData> {
  const { query, ...rest } = parameters;
  const provided = useContext(CartesiContext);
  return useQuery(
    getRefundStatusQueryOptions({ ...rest, node: provided?.client, nodeUrl: provided?.nodeUrl }),
    query,
  );
}
