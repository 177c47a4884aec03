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

export type GetEpochsQueryParameters = ExactPartial<ListEpochsParameters> & NodeUrlParameter;

export type GetEpochsQueryKey = readonly [
  "listEpochs",
  ExactPartial<ListEpochsParameters> & NodeUrlParameter,
];

export type GetEpochsQueryOptions = CartesiQueryOptions<
  ListEpochsReturnType,
  ListEpochsErrorType,
  GetEpochsQueryKey
>;

/**
 * Returns the query key of `useEpochs`: `["listEpochs", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useEpochs
 *
 * @param parameters - The parameters of `listEpochs` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetEpochsQueryKey}
 *
 * @example
 * import { getEpochsQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getEpochsQueryKey({ application: "echo", status: "CLAIM_ACCEPTED", nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getEpochsQueryKey(parameters: GetEpochsQueryParameters): GetEpochsQueryKey {
  return ["listEpochs", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useEpochs`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useEpochs
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listEpochs` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetEpochsQueryOptions}
 *
 * @example
 * import { getEpochsQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const epochs = await new QueryClient().fetchQuery(getEpochsQueryOptions(client, { application: "echo", status: "CLAIM_ACCEPTED", nodeUrl }));
 */
export function getEpochsQueryOptions(
  client: Client,
  parameters: GetEpochsQueryParameters,
): GetEpochsQueryOptions {
  return {
    enabled: parameters.application !== undefined,
    queryKey: getEpochsQueryKey(parameters) as GetEpochsQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => listEpochs(client, parameters as ListEpochsParameters),
    queryKeyHashFn: hashFn,
  };
}
