import {
  type GetOutputErrorType,
  type GetOutputParameters,
  type GetOutputReturnType,
  getOutput,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type GetOutputQueryParameters = ExactPartial<GetOutputParameters> & NodeUrlParameter;

export type GetOutputQueryKey = readonly [
  "getOutput",
  ExactPartial<GetOutputParameters> & NodeUrlParameter,
];

export type GetOutputQueryOptions = CartesiQueryOptions<
  GetOutputReturnType,
  GetOutputErrorType,
  GetOutputQueryKey
>;

/**
 * Returns the query key of `useOutput`: `["getOutput", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useOutput
 *
 * @param parameters - The parameters of `getOutput` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetOutputQueryKey}
 *
 * @example
 * import { getOutputQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getOutputQueryKey({ application: "echo", outputIndex: 0n, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getOutputQueryKey(parameters: GetOutputQueryParameters): GetOutputQueryKey {
  return ["getOutput", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useOutput`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useOutput
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `getOutput` (the query waits until `application` and `outputIndex` are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetOutputQueryOptions}
 *
 * @example
 * import { getOutputQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const output = await new QueryClient().fetchQuery(getOutputQueryOptions(client, { application: "echo", outputIndex: 0n, nodeUrl }));
 */
export function getOutputQueryOptions(
  client: Client,
  parameters: GetOutputQueryParameters,
): GetOutputQueryOptions {
  return {
    enabled: parameters.application !== undefined && parameters.outputIndex !== undefined,
    queryKey: getOutputQueryKey(parameters) as GetOutputQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => getOutput(client, parameters as GetOutputParameters),
    queryKeyHashFn: hashFn,
  };
}
