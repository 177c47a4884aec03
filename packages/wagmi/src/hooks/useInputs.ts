import type {
  ListInputsErrorType,
  ListInputsParameters,
  ListInputsReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type ListInputsQueryKey, listInputsQueryOptions } from "../query/listInputs.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseInputsParameters<selectData = ListInputsReturnType> =
  ExactPartial<ListInputsParameters> &
    QueryParameter<ListInputsReturnType, ListInputsErrorType, selectData, ListInputsQueryKey>;

export type UseInputsReturnType<selectData = ListInputsReturnType> = UseQueryResult<
  selectData,
  ListInputsErrorType
>;

/**
 * Lists the inputs of an application, optionally of one epoch or one sender.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useInputs
 * - Action: [`listInputs`](https://cartesi.github.io/rollups-ts/viem/listInputs)
 *
 * @param parameters - The parameters of `listInputs` (the query waits until `application` is set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link ListInputsReturnType}, or what `query.select` makes of it. {@link UseInputsReturnType}
 *
 * @example
 * import { useInputs } from "@cartesi/wagmi";
 *
 * const { data: inputs, isPending, error } = useInputs({ application: "echo", descending: true, limit: 10 });
 */
export function useInputs<selectData = ListInputsReturnType>(
  parameters: UseInputsParameters<selectData> = {},
): UseInputsReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useInputs");
  return useQuery(listInputsQueryOptions(client, { ...rest, nodeUrl }), query);
}
