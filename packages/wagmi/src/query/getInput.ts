import {
  type GetInputErrorType,
  type GetInputParameters,
  type GetInputReturnType,
  getInput,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type GetInputQueryParameters = ExactPartial<GetInputParameters> & NodeUrlParameter;

export type GetInputQueryKey = readonly [
  "getInput",
  ExactPartial<GetInputParameters> & NodeUrlParameter,
];

export type GetInputQueryOptions = CartesiQueryOptions<
  GetInputReturnType,
  GetInputErrorType,
  GetInputQueryKey
>;

/**
 * Returns the query key of `useInput`: `["getInput", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useInput
 *
 * @param parameters - The parameters of `getInput` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetInputQueryKey}
 *
 * @example
 * import { getInputQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getInputQueryKey({ application: "echo", inputIndex: 0n, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getInputQueryKey(parameters: GetInputQueryParameters): GetInputQueryKey {
  return ["getInput", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useInput`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useInput
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `getInput` (the query waits until `application` and `inputIndex` are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetInputQueryOptions}
 *
 * @example
 * import { getInputQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const input = await new QueryClient().fetchQuery(getInputQueryOptions(client, { application: "echo", inputIndex: 0n, nodeUrl }));
 */
export function getInputQueryOptions(
  client: Client,
  parameters: GetInputQueryParameters,
): GetInputQueryOptions {
  return {
    enabled: parameters.application !== undefined && parameters.inputIndex !== undefined,
    queryKey: getInputQueryKey(parameters) as GetInputQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => getInput(client, parameters as GetInputParameters),
    queryKeyHashFn: hashFn,
  };
}
