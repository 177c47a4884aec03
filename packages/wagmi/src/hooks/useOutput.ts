import type { GetOutputErrorType, GetOutputParameters, GetOutputReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type GetOutputQueryKey, getOutputQueryOptions } from "../query/getOutput.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseOutputParameters<selectData = GetOutputReturnType> =
  ExactPartial<GetOutputParameters> &
    QueryParameter<GetOutputReturnType, GetOutputErrorType, selectData, GetOutputQueryKey>;

export type UseOutputReturnType<selectData = GetOutputReturnType> = UseQueryResult<
  selectData,
  GetOutputErrorType
>;

/**
 * Returns an output of an application (notice, voucher or delegate-call voucher), with its proof once the claim of its epoch is computed.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useOutput
 * - Action: [`getOutput`](https://cartesi.github.io/rollups-ts/viem/getOutput)
 *
 * @param parameters - The parameters of `getOutput` (the query waits until `application` and `outputIndex` are set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetOutputReturnType}, or what `query.select` makes of it. {@link UseOutputReturnType}
 *
 * @example
 * import { useOutput } from "@cartesi/wagmi";
 *
 * const { data: output, isPending, error } = useOutput({ application: "echo", outputIndex: 0n });
 */
export function useOutput<selectData = GetOutputReturnType>(
  parameters: UseOutputParameters<selectData> = {},
): UseOutputReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useOutput");
  return useQuery(getOutputQueryOptions(client, { ...rest, nodeUrl }), query);
}
