import type { GetEpochErrorType, GetEpochParameters, GetEpochReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type GetEpochQueryKey, getEpochQueryOptions } from "../query/getEpoch.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseEpochParameters<selectData = GetEpochReturnType> = ExactPartial<GetEpochParameters> &
  QueryParameter<GetEpochReturnType, GetEpochErrorType, selectData, GetEpochQueryKey>;

export type UseEpochReturnType<selectData = GetEpochReturnType> = UseQueryResult<
  selectData,
  GetEpochErrorType
>;

/**
 * Returns an epoch of an application, with its status and claim.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useEpoch
 * - Action: [`getEpoch`](https://cartesi.github.io/rollups-ts/viem/getEpoch)
 *
 * @param parameters - The parameters of `getEpoch` (the query waits until `application` and `epochIndex` are set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetEpochReturnType}, or what `query.select` makes of it. {@link UseEpochReturnType}
 *
 * @example
 * import { useEpoch } from "@cartesi/wagmi";
 *
 * const { data: epoch, isPending, error } = useEpoch({ application: "echo", epochIndex: 0n });
 */
export function useEpoch<selectData = GetEpochReturnType>(
  parameters: UseEpochParameters<selectData> = {},
): UseEpochReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useEpoch");
  return useQuery(getEpochQueryOptions(client, { ...rest, nodeUrl }), query);
}
