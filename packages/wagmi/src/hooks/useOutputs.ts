import type {
  ListOutputsErrorType,
  ListOutputsParameters,
  ListOutputsReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type ListOutputsQueryKey, listOutputsQueryOptions } from "../query/listOutputs.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseOutputsParameters<selectData = ListOutputsReturnType> =
  ExactPartial<ListOutputsParameters> &
    QueryParameter<ListOutputsReturnType, ListOutputsErrorType, selectData, ListOutputsQueryKey>;

export type UseOutputsReturnType<selectData = ListOutputsReturnType> = UseQueryResult<
  selectData,
  ListOutputsErrorType
>;

/**
 * Lists the outputs of an application, optionally by epoch, input, type or voucher destination.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useOutputs
 * - Action: [`listOutputs`](https://cartesi.github.io/rollups-ts/viem/listOutputs)
 *
 * @param parameters - The parameters of `listOutputs` (the query waits until `application` is set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link ListOutputsReturnType}, or what `query.select` makes of it. {@link UseOutputsReturnType}
 *
 * @example
 * import { useOutputs } from "@cartesi/wagmi";
 *
 * const { data: outputs, isPending, error } = useOutputs({ application: "echo", outputType: "voucher", limit: 10 });
 */
export function useOutputs<selectData = ListOutputsReturnType>(
  parameters: UseOutputsParameters<selectData> = {},
): UseOutputsReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useOutputs");
  return useQuery(listOutputsQueryOptions(client, { ...rest, nodeUrl }), query);
}
