import { type GetNodeInfoErrorType, type GetNodeInfoReturnType, getNodeInfo } from "@cartesi/viem";
import type { Client } from "viem";
import { type CartesiQueryOptions, hashFn, type NodeUrlParameter } from "./utils.js";

export type GetNodeInfoQueryParameters = NodeUrlParameter;

export type GetNodeInfoQueryKey = readonly ["getNodeInfo", NodeUrlParameter];

export type GetNodeInfoQueryOptions = CartesiQueryOptions<
  GetNodeInfoReturnType,
  GetNodeInfoErrorType,
  GetNodeInfoQueryKey
>;

/**
 * Returns the query key of `useNodeInfo`: `["getNodeInfo", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/api/wagmi#usenodeinfo
 *
 * @param parameters - Only the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetNodeInfoQueryKey}
 *
 * @example
 * import { getNodeInfoQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getNodeInfoQueryKey({ nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getNodeInfoQueryKey(parameters: GetNodeInfoQueryParameters): GetNodeInfoQueryKey {
  return ["getNodeInfo", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useNodeInfo`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/api/wagmi#usenodeinfo
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - Only the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetNodeInfoQueryOptions}
 *
 * @example
 * import { getNodeInfoQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const nodeInfo = await new QueryClient().fetchQuery(getNodeInfoQueryOptions(client, { nodeUrl }));
 */
export function getNodeInfoQueryOptions(
  client: Client,
  parameters: GetNodeInfoQueryParameters,
): GetNodeInfoQueryOptions {
  return {
    enabled: true,
    queryKey: getNodeInfoQueryKey(parameters) as GetNodeInfoQueryOptions["queryKey"],
    queryFn: () => getNodeInfo(client),
    queryKeyHashFn: hashFn,
  };
}
