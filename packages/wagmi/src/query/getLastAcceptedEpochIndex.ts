import {
  type GetLastAcceptedEpochIndexErrorType,
  type GetLastAcceptedEpochIndexParameters,
  type GetLastAcceptedEpochIndexReturnType,
  getLastAcceptedEpochIndex,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type GetLastAcceptedEpochIndexQueryParameters =
  ExactPartial<GetLastAcceptedEpochIndexParameters> & NodeUrlParameter;

export type GetLastAcceptedEpochIndexQueryKey = readonly [
  "getLastAcceptedEpochIndex",
  ExactPartial<GetLastAcceptedEpochIndexParameters> & NodeUrlParameter,
];

export type GetLastAcceptedEpochIndexQueryOptions = CartesiQueryOptions<
  GetLastAcceptedEpochIndexReturnType,
  GetLastAcceptedEpochIndexErrorType,
  GetLastAcceptedEpochIndexQueryKey
>;

/**
 * Returns the query key of `useLastAcceptedEpochIndex`: `["getLastAcceptedEpochIndex", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useLastAcceptedEpochIndex
 *
 * @param parameters - The parameters of `getLastAcceptedEpochIndex` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetLastAcceptedEpochIndexQueryKey}
 *
 * @example
 * import { getLastAcceptedEpochIndexQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getLastAcceptedEpochIndexQueryKey({ application: "echo", nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getLastAcceptedEpochIndexQueryKey(
  parameters: GetLastAcceptedEpochIndexQueryParameters,
): GetLastAcceptedEpochIndexQueryKey {
  return ["getLastAcceptedEpochIndex", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useLastAcceptedEpochIndex`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useLastAcceptedEpochIndex
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `getLastAcceptedEpochIndex` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetLastAcceptedEpochIndexQueryOptions}
 *
 * @example
 * import { getLastAcceptedEpochIndexQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const lastAcceptedEpochIndex = await new QueryClient().fetchQuery(getLastAcceptedEpochIndexQueryOptions(client, { application: "echo", nodeUrl }));
 */
export function getLastAcceptedEpochIndexQueryOptions(
  client: Client,
  parameters: GetLastAcceptedEpochIndexQueryParameters,
): GetLastAcceptedEpochIndexQueryOptions {
  return {
    enabled: parameters.application !== undefined,
    queryKey: getLastAcceptedEpochIndexQueryKey(
      parameters,
    ) as GetLastAcceptedEpochIndexQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () =>
      getLastAcceptedEpochIndex(client, parameters as GetLastAcceptedEpochIndexParameters),
    queryKeyHashFn: hashFn,
  };
}
