import type { GetInputErrorType, GetInputParameters, GetInputReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type GetInputQueryKey, getInputQueryOptions } from "../query/getInput.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseInputParameters<selectData = GetInputReturnType> = ExactPartial<GetInputParameters> &
  QueryParameter<GetInputReturnType, GetInputErrorType, selectData, GetInputQueryKey>;

export type UseInputReturnType<selectData = GetInputReturnType> = UseQueryResult<
  selectData,
  GetInputErrorType
>;

/**
 * Returns an input of an application, with its processing status.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useInput
 * - Action: [`getInput`](https://cartesi.github.io/rollups-ts/viem/getInput)
 *
 * @param parameters - The parameters of `getInput` (the query waits until `application` and `inputIndex` are set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetInputReturnType}, or what `query.select` makes of it. {@link UseInputReturnType}
 *
 * @example
 * import { useInput } from "@cartesi/wagmi";
 *
 * const { data: input, isPending, error } = useInput({ application: "echo", inputIndex: 0n });
 */
export function useInput<selectData = GetInputReturnType>(
  parameters: UseInputParameters<selectData> = {},
): UseInputReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useInput");
  return useQuery(getInputQueryOptions(client, { ...rest, nodeUrl }), query);
}
