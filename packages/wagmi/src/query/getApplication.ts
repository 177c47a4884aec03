import {
  type GetApplicationErrorType,
  type GetApplicationParameters,
  type GetApplicationReturnType,
  getApplication,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type GetApplicationQueryParameters = ExactPartial<GetApplicationParameters> &
  NodeUrlParameter;

export type GetApplicationQueryKey = readonly [
  "getApplication",
  ExactPartial<GetApplicationParameters> & NodeUrlParameter,
];

export type GetApplicationQueryOptions = CartesiQueryOptions<
  GetApplicationReturnType,
  GetApplicationErrorType,
  GetApplicationQueryKey
>;

/**
 * Returns the query key of `useApplication`: `["getApplication", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApplication
 *
 * @param parameters - The parameters of `getApplication` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetApplicationQueryKey}
 *
 * @example
 * import { getApplicationQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getApplicationQueryKey({ application: "echo", nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getApplicationQueryKey(
  parameters: GetApplicationQueryParameters,
): GetApplicationQueryKey {
  return ["getApplication", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useApplication`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApplication
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `getApplication` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetApplicationQueryOptions}
 *
 * @example
 * import { getApplicationQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const application = await new QueryClient().fetchQuery(getApplicationQueryOptions(client, { application: "echo", nodeUrl }));
 */
export function getApplicationQueryOptions(
  client: Client,
  parameters: GetApplicationQueryParameters,
): GetApplicationQueryOptions {
  return {
    enabled: parameters.application !== undefined,
    queryKey: getApplicationQueryKey(parameters) as GetApplicationQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => getApplication(client, parameters as GetApplicationParameters),
    queryKeyHashFn: hashFn,
  };
}
