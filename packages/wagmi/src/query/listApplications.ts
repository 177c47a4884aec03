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

export type ListApplicationsQueryParameters = ExactPartial<ListApplicationsParameters> &
  NodeUrlParameter;

export type ListApplicationsQueryKey = readonly [
  "listApplications",
  ExactPartial<ListApplicationsParameters> & NodeUrlParameter,
];

export type ListApplicationsQueryOptions = CartesiQueryOptions<
  ListApplicationsReturnType,
  ListApplicationsErrorType,
  ListApplicationsQueryKey
>;

/**
 * Returns the query key of `useApplications`: `["listApplications", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApplications
 *
 * @param parameters - The parameters of `listApplications` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link ListApplicationsQueryKey}
 *
 * @example
 * import { listApplicationsQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: listApplicationsQueryKey({ limit: 10, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function listApplicationsQueryKey(
  parameters: ListApplicationsQueryParameters,
): ListApplicationsQueryKey {
  return ["listApplications", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useApplications`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApplications
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listApplications`, and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link ListApplicationsQueryOptions}
 *
 * @example
 * import { listApplicationsQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const applications = await new QueryClient().fetchQuery(listApplicationsQueryOptions(client, { limit: 10, nodeUrl }));
 */
export function listApplicationsQueryOptions(
  client: Client,
  parameters: ListApplicationsQueryParameters,
): ListApplicationsQueryOptions {
  return {
    enabled: true,
    queryKey: listApplicationsQueryKey(parameters) as ListApplicationsQueryOptions["queryKey"],
    queryFn: () => listApplications(client, parameters),
    queryKeyHashFn: hashFn,
  };
}
