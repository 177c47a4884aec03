import {
  type GetProcessedInputCountErrorType,
  type GetProcessedInputCountParameters,
  type GetProcessedInputCountReturnType,
  getProcessedInputCount,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type GetProcessedInputCountQueryParameters = ExactPartial<GetProcessedInputCountParameters> &
  NodeUrlParameter;

export type GetProcessedInputCountQueryKey = readonly [
  "getProcessedInputCount",
  ExactPartial<GetProcessedInputCountParameters> & NodeUrlParameter,
];

export type GetProcessedInputCountQueryOptions = CartesiQueryOptions<
  GetProcessedInputCountReturnType,
  GetProcessedInputCountErrorType,
  GetProcessedInputCountQueryKey
>;

/**
 * Returns the query key of `useProcessedInputCount`: `["getProcessedInputCount", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useProcessedInputCount
 *
 * @param parameters - The parameters of `getProcessedInputCount` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetProcessedInputCountQueryKey}
 *
 * @example
 * import { getProcessedInputCountQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getProcessedInputCountQueryKey({ application: "echo", nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getProcessedInputCountQueryKey(
  parameters: GetProcessedInputCountQueryParameters,
): GetProcessedInputCountQueryKey {
  return ["getProcessedInputCount", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useProcessedInputCount`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useProcessedInputCount
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `getProcessedInputCount` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetProcessedInputCountQueryOptions}
 *
 * @example
 * import { getProcessedInputCountQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const processedInputCount = await new QueryClient().fetchQuery(getProcessedInputCountQueryOptions(client, { application: "echo", nodeUrl }));
 */
export function getProcessedInputCountQueryOptions(
  client: Client,
  parameters: GetProcessedInputCountQueryParameters,
): GetProcessedInputCountQueryOptions {
  return {
    enabled: parameters.application !== undefined,
    queryKey: getProcessedInputCountQueryKey(
      parameters,
    ) as GetProcessedInputCountQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => getProcessedInputCount(client, parameters as GetProcessedInputCountParameters),
    queryKeyHashFn: hashFn,
  };
}
