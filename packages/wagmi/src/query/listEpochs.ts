import {
  type ListEpochsErrorType,
  type ListEpochsParameters,
  type ListEpochsReturnType,
  listEpochs,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type ListEpochsQueryParameters = ExactPartial<ListEpochsParameters> & NodeUrlParameter;

export type ListEpochsQueryKey = readonly [
  "listEpochs",
  ExactPartial<ListEpochsParameters> & NodeUrlParameter,
];

export type ListEpochsQueryOptions = CartesiQueryOptions<
  ListEpochsReturnType,
  ListEpochsErrorType,
  ListEpochsQueryKey
>;

/**
 * Returns the query key of `useEpochs`: `["listEpochs", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useEpochs
 *
 * @param parameters - The parameters of `listEpochs` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link ListEpochsQueryKey}
 *
 * @example
 * import { listEpochsQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: listEpochsQueryKey({ application: "echo", status: "CLAIM_ACCEPTED", nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function listEpochsQueryKey(parameters: ListEpochsQueryParameters): ListEpochsQueryKey {
  return ["listEpochs", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useEpochs`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useEpochs
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listEpochs` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link ListEpochsQueryOptions}
 *
 * @example
 * import { listEpochsQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const epochs = await new QueryClient().fetchQuery(listEpochsQueryOptions(client, { application: "echo", status: "CLAIM_ACCEPTED", nodeUrl }));
 */
export function listEpochsQueryOptions(
  client: Client,
  parameters: ListEpochsQueryParameters,
): ListEpochsQueryOptions {
  return {
    enabled: parameters.application !== undefined,
    queryKey: listEpochsQueryKey(parameters) as ListEpochsQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => listEpochs(client, parameters as ListEpochsParameters),
    queryKeyHashFn: hashFn,
  };
}
