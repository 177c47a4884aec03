import {
  type GetNodeVersionErrorType,
  type GetNodeVersionReturnType,
  getNodeVersion,
} from "@cartesi/viem";
import type { Client } from "viem";
import { type CartesiQueryOptions, hashFn, type NodeUrlParameter } from "./utils.js";

export type GetNodeVersionQueryParameters = NodeUrlParameter;

export type GetNodeVersionQueryKey = readonly ["getNodeVersion", NodeUrlParameter];

export type GetNodeVersionQueryOptions = CartesiQueryOptions<
  GetNodeVersionReturnType,
  GetNodeVersionErrorType,
  GetNodeVersionQueryKey
>;

/**
 * Returns the query key of `useNodeVersion`: `["getNodeVersion", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useNodeVersion
 *
 * @param parameters - Only the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetNodeVersionQueryKey}
 *
 * @example
 * import { getNodeVersionQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getNodeVersionQueryKey({ nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getNodeVersionQueryKey(
  parameters: GetNodeVersionQueryParameters,
): GetNodeVersionQueryKey {
  return ["getNodeVersion", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useNodeVersion`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useNodeVersion
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - Only the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetNodeVersionQueryOptions}
 *
 * @example
 * import { getNodeVersionQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const nodeVersion = await new QueryClient().fetchQuery(getNodeVersionQueryOptions(client, { nodeUrl }));
 */
export function getNodeVersionQueryOptions(
  client: Client,
  parameters: GetNodeVersionQueryParameters,
): GetNodeVersionQueryOptions {
  return {
    enabled: true,
    queryKey: getNodeVersionQueryKey(parameters) as GetNodeVersionQueryOptions["queryKey"],
    queryFn: () => getNodeVersion(client),
    queryKeyHashFn: hashFn,
  };
}
