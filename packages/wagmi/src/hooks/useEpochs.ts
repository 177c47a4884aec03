import type {
  ListEpochsErrorType,
  ListEpochsParameters,
  ListEpochsReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type ListEpochsQueryKey, listEpochsQueryOptions } from "../query/listEpochs.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseEpochsParameters<selectData = ListEpochsReturnType> =
  ExactPartial<ListEpochsParameters> &
    QueryParameter<ListEpochsReturnType, ListEpochsErrorType, selectData, ListEpochsQueryKey>;

export type UseEpochsReturnType<selectData = ListEpochsReturnType> = UseQueryResult<
  selectData,
  ListEpochsErrorType
>;

/**
 * Lists the epochs of an application, optionally only those in one status.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useEpochs
 * - Action: [`listEpochs`](https://cartesi.github.io/rollups-ts/viem/listEpochs)
 *
 * @param parameters - The parameters of `listEpochs` (the query waits until `application` is set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link ListEpochsReturnType}, or what `query.select` makes of it. {@link UseEpochsReturnType}
 *
 * @example
 * import { useEpochs } from "@cartesi/wagmi";
 *
 * const { data: epochs, isPending, error } = useEpochs({ application: "echo", status: "CLAIM_ACCEPTED" });
 */
export function useEpochs<selectData = ListEpochsReturnType>(
  parameters: UseEpochsParameters<selectData> = {},
): UseEpochsReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useEpochs");
  return useQuery(listEpochsQueryOptions(client, { ...rest, nodeUrl }), query);
}
