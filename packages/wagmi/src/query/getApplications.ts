import {
  type ListApplicationsErrorType,
  type ListApplicationsParameters,
  type ListApplicationsReturnType,
  listApplications,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type GetApplicationsQueryParameters = ExactPartial<ListApplicationsParameters> &
  NodeUrlParameter;

export type GetApplicationsQueryKey = readonly [
  "listApplications",
  ExactPartial<ListApplicationsParameters> & NodeUrlParameter,
];

export type GetApplicationsQueryOptions = CartesiQueryOptions<
  ListApplicationsReturnType,
  ListApplicationsErrorType,
  GetApplicationsQueryKey
>;

/**
 * Returns the query key of `useApplications`: `["listApplications", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApplications
 *
 * @param parameters - The parameters of `listApplications` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetApplicationsQueryKey}
 *
 * @example
 * import { getApplicationsQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getApplicationsQueryKey({ limit: 10, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getApplicationsQueryKey(
  parameters: GetApplicationsQueryParameters,
): GetApplicationsQueryKey {
  return ["listApplications", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useApplications`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApplications
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listApplications`, and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetApplicationsQueryOptions}
 *
 * @example
 * import { getApplicationsQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const applications = await new QueryClient().fetchQuery(getApplicationsQueryOptions(client, { limit: 10, nodeUrl }));
 */
export function getApplicationsQueryOptions(
  client: Client,
  parameters: GetApplicationsQueryParameters,
): GetApplicationsQueryOptions {
  return {
    enabled: true,
    queryKey: getApplicationsQueryKey(parameters) as GetApplicationsQueryOptions["queryKey"],
    queryFn: () => listApplications(client, parameters),
    queryKeyHashFn: hashFn,
  };
}
