import {
  type ListOutputsErrorType,
  type ListOutputsParameters,
  type ListOutputsReturnType,
  listOutputs,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type ListOutputsQueryParameters = ExactPartial<ListOutputsParameters> & NodeUrlParameter;

export type ListOutputsQueryKey = readonly [
  "listOutputs",
  ExactPartial<ListOutputsParameters> & NodeUrlParameter,
];

export type ListOutputsQueryOptions = CartesiQueryOptions<
  ListOutputsReturnType,
  ListOutputsErrorType,
  ListOutputsQueryKey
>;

/**
 * Returns the query key of `useOutputs`: `["listOutputs", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useOutputs
 *
 * @param parameters - The parameters of `listOutputs` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link ListOutputsQueryKey}
 *
 * @example
 * import { listOutputsQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: listOutputsQueryKey({ application: "echo", outputType: "voucher", limit: 10, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function listOutputsQueryKey(parameters: ListOutputsQueryParameters): ListOutputsQueryKey {
  return ["listOutputs", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useOutputs`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useOutputs
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listOutputs` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link ListOutputsQueryOptions}
 *
 * @example
 * import { listOutputsQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const outputs = await new QueryClient().fetchQuery(listOutputsQueryOptions(client, { application: "echo", outputType: "voucher", limit: 10, nodeUrl }));
 */
export function listOutputsQueryOptions(
  client: Client,
  parameters: ListOutputsQueryParameters,
): ListOutputsQueryOptions {
  return {
    enabled: parameters.application !== undefined,
    queryKey: listOutputsQueryKey(parameters) as ListOutputsQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => listOutputs(client, parameters as ListOutputsParameters),
    queryKeyHashFn: hashFn,
  };
}
