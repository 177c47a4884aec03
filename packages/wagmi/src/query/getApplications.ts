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
  resolveNodeUrl,
} from "./utils.js";

export type GetApplicationsQueryParameters = ExactPartial<ListApplicationsParameters> &
  Partial<NodeUrlParameter>;

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
  parameters: ExactPartial<ListApplicationsParameters> & NodeUrlParameter,
): GetApplicationsQueryKey {
  return ["listApplications", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useApplications`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useApplications
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listApplications`, and the node URL (default: the URL of the client's transport).
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetApplicationsQueryOptions}
 *
 * @example
 * import { getApplicationsQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const client = createClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const applications = await new QueryClient().fetchQuery(getApplicationsQueryOptions(client, { limit: 10 }));
 */
export function getApplicationsQueryOptions(
  client: Client,
  parameters: GetApplicationsQueryParameters = {},
): GetApplicationsQueryOptions {
  const { nodeUrl, ...rest } = parameters;
  const queryKey = getApplicationsQueryKey({
    ...rest,
    nodeUrl: resolveNodeUrl(client, nodeUrl, "getApplicationsQueryOptions"),
  }) as GetApplicationsQueryOptions["queryKey"];
  return {
    enabled: true,
    queryKey,
    queryFn: () => listApplications(client, rest),
    queryKeyHashFn: hashFn,
  };
}
