import {
  type GetEpochErrorType,
  type GetEpochParameters,
  type GetEpochReturnType,
  getEpoch,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type GetEpochQueryParameters = ExactPartial<GetEpochParameters> & NodeUrlParameter;

export type GetEpochQueryKey = readonly [
  "getEpoch",
  ExactPartial<GetEpochParameters> & NodeUrlParameter,
];

export type GetEpochQueryOptions = CartesiQueryOptions<
  GetEpochReturnType,
  GetEpochErrorType,
  GetEpochQueryKey
>;

/**
 * Returns the query key of `useEpoch`: `["getEpoch", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useEpoch
 *
 * @param parameters - The parameters of `getEpoch` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetEpochQueryKey}
 *
 * @example
 * import { getEpochQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getEpochQueryKey({ application: "echo", epochIndex: 0n, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getEpochQueryKey(parameters: GetEpochQueryParameters): GetEpochQueryKey {
  return ["getEpoch", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useEpoch`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useEpoch
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `getEpoch` (the query waits until `application` and `epochIndex` are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetEpochQueryOptions}
 *
 * @example
 * import { getEpochQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const epoch = await new QueryClient().fetchQuery(getEpochQueryOptions(client, { application: "echo", epochIndex: 0n, nodeUrl }));
 */
export function getEpochQueryOptions(
  client: Client,
  parameters: GetEpochQueryParameters,
): GetEpochQueryOptions {
  return {
    enabled: parameters.application !== undefined && parameters.epochIndex !== undefined,
    queryKey: getEpochQueryKey(parameters) as GetEpochQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => getEpoch(client, parameters as GetEpochParameters),
    queryKeyHashFn: hashFn,
  };
}
