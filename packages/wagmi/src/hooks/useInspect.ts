import type { InspectErrorType, InspectParameters, InspectReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type InspectQueryKey, inspectQueryOptions } from "../query/inspect.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";
import { useProcessedInputCount } from "./useProcessedInputCount.js";

export type UseInspectParameters<selectData = InspectReturnType> =
  ExactPartial<InspectParameters> & {
    /**
     * Milliseconds between looks at the application's processed input count, whose every change runs
     * the inspect again; default the client's `pollingInterval`; `false` to look only as TanStack
     * Query refetches.
     */
    pollingInterval?: number | false | undefined;
  } & QueryParameter<InspectReturnType, InspectErrorType, selectData, InspectQueryKey>;

export type UseInspectReturnType<selectData = InspectReturnType> = UseQueryResult<
  selectData,
  InspectErrorType
>;

/**
 * Asks an application about its state without a transaction, and asks again whenever the node has
 * processed another of its inputs.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useInspect
 * - Action: [`inspect`](https://cartesi.github.io/rollups-ts/viem/inspect)
 *
 * @param parameters - The parameters of `inspect` (the query waits until `application` and `payload` are set), `pollingInterval` of the processed input count it follows, and `query`: TanStack Query options such as `select` or `enabled`.
 * @returns TanStack Query's result; `data` is {@link InspectReturnType}, or what `query.select` makes of it. {@link UseInspectReturnType}
 *
 * @example
 * import { useInspect } from "@cartesi/wagmi";
 *
 * const { data: answer, isPending, error } = useInspect({ application: "echo", payload: "balance" });
 */
export function useInspect<selectData = InspectReturnType>(
  parameters: UseInspectParameters<selectData> = {},
): UseInspectReturnType<selectData> {
  const { query, pollingInterval, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useInspect");
  const count = useProcessedInputCount({
    application: rest.application,
    query: { refetchInterval: pollingInterval ?? client.pollingInterval },
  });
  // The inspect waits for the count, so its first answer is already keyed by the state it follows.
  const options = inspectQueryOptions(client, {
    ...rest,
    processedInputCount: count.data,
    nodeUrl,
  });
  return useQuery({ ...options, enabled: options.enabled && !count.isPending }, query);
}
