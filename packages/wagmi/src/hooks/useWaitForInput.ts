import type {
  WaitForInputErrorType,
  WaitForInputParameters,
  WaitForInputReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import type { ExactPartial } from "../query/utils.js";
import { type WaitForInputQueryKey, waitForInputQueryOptions } from "../query/waitForInput.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseWaitForInputParameters<selectData = WaitForInputReturnType> = ExactPartial<
  Omit<WaitForInputParameters, "signal">
> &
  QueryParameter<WaitForInputReturnType, WaitForInputErrorType, selectData, WaitForInputQueryKey>;

export type UseWaitForInputReturnType<selectData = WaitForInputReturnType> = UseQueryResult<
  selectData,
  WaitForInputErrorType
>;

/**
 * Waits until an input is on the node and, with `waitProcessing`, until the node has processed it.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForInput
 * - Action: [`waitForInput`](https://cartesi.github.io/rollups-ts/viem/waitForInput)
 *
 * @param parameters - The parameters of `waitForInput` (the query waits until `application` and `inputIndex` are set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link WaitForInputReturnType}, or what `query.select` makes of it. {@link UseWaitForInputReturnType}
 *
 * @example
 * import { useWaitForInput } from "@cartesi/wagmi";
 *
 * const { data: input, isPending, error } = useWaitForInput({ application: "echo", inputIndex: 0n, waitProcessing: true });
 */
export function useWaitForInput<selectData = WaitForInputReturnType>(
  parameters: UseWaitForInputParameters<selectData> = {},
): UseWaitForInputReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useWaitForInput");
  return useQuery(waitForInputQueryOptions(client, { ...rest, nodeUrl }), query);
}
