import {
  type ListInputsErrorType,
  type ListInputsParameters,
  type ListInputsReturnType,
  listInputs,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type ListInputsQueryParameters = ExactPartial<ListInputsParameters> & NodeUrlParameter;

export type ListInputsQueryKey = readonly [
  "listInputs",
  ExactPartial<ListInputsParameters> & NodeUrlParameter,
];

export type ListInputsQueryOptions = CartesiQueryOptions<
  ListInputsReturnType,
  ListInputsErrorType,
  ListInputsQueryKey
>;

/**
 * Returns the query key of `useInputs`: `["listInputs", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useInputs
 *
 * @param parameters - The parameters of `listInputs` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link ListInputsQueryKey}
 *
 * @example
 * import { listInputsQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: listInputsQueryKey({ application: "echo", descending: true, limit: 10, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function listInputsQueryKey(parameters: ListInputsQueryParameters): ListInputsQueryKey {
  return ["listInputs", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useInputs`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useInputs
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listInputs` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link ListInputsQueryOptions}
 *
 * @example
 * import { listInputsQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const inputs = await new QueryClient().fetchQuery(listInputsQueryOptions(client, { application: "echo", descending: true, limit: 10, nodeUrl }));
 */
export function listInputsQueryOptions(
  client: Client,
  parameters: ListInputsQueryParameters,
): ListInputsQueryOptions {
  return {
    enabled: parameters.application !== undefined,
    queryKey: listInputsQueryKey(parameters) as ListInputsQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => listInputs(client, parameters as ListInputsParameters),
    queryKeyHashFn: hashFn,
  };
}
