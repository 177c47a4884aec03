import type {
  ApplicationDefinition,
  ApplicationIdentifier,
  ListNoticesErrorType,
  ListNoticesParameters,
  ListNoticesReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type ListNoticesQueryKey, listNoticesQueryOptions } from "../query/listNotices.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseNoticesParameters<
  application extends ApplicationIdentifier | ApplicationDefinition = ApplicationIdentifier,
  selectData = ListNoticesReturnType<application>,
> = ExactPartial<Omit<ListNoticesParameters<application>, "application">> &
  QueryParameter<
    ListNoticesReturnType<application>,
    ListNoticesErrorType,
    selectData,
    ListNoticesQueryKey
  >;

export type UseNoticesReturnType<selectData = ListNoticesReturnType> = UseQueryResult<
  selectData,
  ListNoticesErrorType
>;

/**
 * Lists the notices of an application, optionally by epoch or input, with their payloads decoded by
 * the application's definition.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useNotices
 * - Action: [`listNotices`](https://cartesi.github.io/rollups-ts/viem/listNotices)
 *
 * @param application - The application's definition (`defineApplication`), or its address or name (the payloads then stay bytes); the query waits while it is undefined.
 * @param parameters - The filters of `listNotices` and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link ListNoticesReturnType}, each notice with its `decodedPayload`, or what `query.select` makes of it. A notice that does not decode is the query's `error` (an `InvalidEncodingError`). {@link UseNoticesReturnType}
 *
 * @example
 * import { useNotices } from "@cartesi/wagmi";
 *
 * const { data: notices, isPending, error } = useNotices(echo, { inputIndex: 0n });
 */
export function useNotices<
  application extends ApplicationIdentifier | ApplicationDefinition,
  selectData = ListNoticesReturnType<application>,
>(
  application: application | undefined,
  parameters: UseNoticesParameters<application, selectData> = {},
): UseNoticesReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useNotices");
  return useQuery(listNoticesQueryOptions(client, { ...rest, application, nodeUrl }), query);
}
