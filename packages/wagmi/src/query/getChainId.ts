import { type GetChainIdErrorType, type GetChainIdReturnType, getChainId } from "@cartesi/viem";
import type { Client } from "viem";
import { type CartesiQueryOptions, hashFn, type NodeUrlParameter } from "./utils.js";

export type GetChainIdQueryParameters = NodeUrlParameter;

export type GetChainIdQueryKey = readonly ["getChainId", NodeUrlParameter];

export type GetChainIdQueryOptions = CartesiQueryOptions<
  GetChainIdReturnType,
  GetChainIdErrorType,
  GetChainIdQueryKey
>;

/**
 * Returns the query key of `useChainId`: `["getChainId", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useChainId
 *
 * @param parameters - Only the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetChainIdQueryKey}
 *
 * @example
 * import { getChainIdQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getChainIdQueryKey({ nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getChainIdQueryKey(parameters: GetChainIdQueryParameters): GetChainIdQueryKey {
  return ["getChainId", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useChainId`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useChainId
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - Only the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetChainIdQueryOptions}
 *
 * @example
 * import { getChainIdQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const chainId = await new QueryClient().fetchQuery(getChainIdQueryOptions(client, { nodeUrl }));
 */
export function getChainIdQueryOptions(
  client: Client,
  parameters: GetChainIdQueryParameters,
): GetChainIdQueryOptions {
  return {
    enabled: true,
    queryKey: getChainIdQueryKey(parameters) as GetChainIdQueryOptions["queryKey"],
    queryFn: () => getChainId(client),
    queryKeyHashFn: hashFn,
  };
}
