import {
  type ListReportsErrorType,
  type ListReportsParameters,
  type ListReportsReturnType,
  listReports,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type ListReportsQueryParameters = ExactPartial<ListReportsParameters> & NodeUrlParameter;

export type ListReportsQueryKey = readonly [
  "listReports",
  ExactPartial<ListReportsParameters> & NodeUrlParameter,
];

export type ListReportsQueryOptions = CartesiQueryOptions<
  ListReportsReturnType,
  ListReportsErrorType,
  ListReportsQueryKey
>;

/**
 * Returns the query key of `useReports`: `["listReports", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useReports
 *
 * @param parameters - The parameters of `listReports` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link ListReportsQueryKey}
 *
 * @example
 * import { listReportsQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: listReportsQueryKey({ application: "echo", inputIndex: 0n, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function listReportsQueryKey(parameters: ListReportsQueryParameters): ListReportsQueryKey {
  return ["listReports", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useReports`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useReports
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listReports` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link ListReportsQueryOptions}
 *
 * @example
 * import { listReportsQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const reports = await new QueryClient().fetchQuery(listReportsQueryOptions(client, { application: "echo", inputIndex: 0n, nodeUrl }));
 */
export function listReportsQueryOptions(
  client: Client,
  parameters: ListReportsQueryParameters,
): ListReportsQueryOptions {
  return {
    enabled: parameters.application !== undefined,
    queryKey: listReportsQueryKey(parameters) as ListReportsQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => listReports(client, parameters as ListReportsParameters),
    queryKeyHashFn: hashFn,
  };
}
