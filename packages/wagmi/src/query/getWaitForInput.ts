import {
  type WaitForInputErrorType,
  type WaitForInputParameters,
  type WaitForInputReturnType,
  waitForInput,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type GetWaitForInputQueryParameters = ExactPartial<Omit<WaitForInputParameters, "signal">> &
  NodeUrlParameter;

export type GetWaitForInputQueryKey = readonly [
  "waitForInput",
  ExactPartial<Omit<WaitForInputParameters, "signal">> & NodeUrlParameter,
];

export type GetWaitForInputQueryOptions = CartesiQueryOptions<
  WaitForInputReturnType,
  WaitForInputErrorType,
  GetWaitForInputQueryKey
>;

/**
 * Returns the query key of `useWaitForInput`: `["waitForInput", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForInput
 *
 * @param parameters - The parameters of `waitForInput` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetWaitForInputQueryKey}
 *
 * @example
 * import { getWaitForInputQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getWaitForInputQueryKey({ application: "echo", inputIndex: 0n, waitProcessing: true, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getWaitForInputQueryKey(
  parameters: GetWaitForInputQueryParameters,
): GetWaitForInputQueryKey {
  return ["waitForInput", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useWaitForInput`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForInput
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `waitForInput` (the query waits until `application` and `inputIndex` are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetWaitForInputQueryOptions}
 *
 * @example
 * import { getWaitForInputQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const input = await new QueryClient().fetchQuery(getWaitForInputQueryOptions(client, { application: "echo", inputIndex: 0n, waitProcessing: true, nodeUrl }));
 */
export function getWaitForInputQueryOptions(
  client: Client,
  parameters: GetWaitForInputQueryParameters,
): GetWaitForInputQueryOptions {
  return {
    enabled: parameters.application !== undefined && parameters.inputIndex !== undefined,
    queryKey: getWaitForInputQueryKey(parameters) as GetWaitForInputQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: ({ signal }) =>
      waitForInput(client, { ...(parameters as Omit<WaitForInputParameters, "signal">), signal }),
    queryKeyHashFn: hashFn,
  };
}
