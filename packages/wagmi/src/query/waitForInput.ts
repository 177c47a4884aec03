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

export type WaitForInputQueryParameters = ExactPartial<Omit<WaitForInputParameters, "signal">> &
  NodeUrlParameter;

export type WaitForInputQueryKey = readonly [
  "waitForInput",
  ExactPartial<Omit<WaitForInputParameters, "signal">> & NodeUrlParameter,
];

export type WaitForInputQueryOptions = CartesiQueryOptions<
  WaitForInputReturnType,
  WaitForInputErrorType,
  WaitForInputQueryKey
>;

/**
 * Returns the query key of `useWaitForInput`: `["waitForInput", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForInput
 *
 * @param parameters - The parameters of `waitForInput` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link WaitForInputQueryKey}
 *
 * @example
 * import { waitForInputQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: waitForInputQueryKey({ application: "echo", inputIndex: 0n, waitProcessing: true, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function waitForInputQueryKey(
  parameters: WaitForInputQueryParameters,
): WaitForInputQueryKey {
  return ["waitForInput", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useWaitForInput`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForInput
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `waitForInput` (the query waits until `application` and `inputIndex` are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link WaitForInputQueryOptions}
 *
 * @example
 * import { waitForInputQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const input = await new QueryClient().fetchQuery(waitForInputQueryOptions(client, { application: "echo", inputIndex: 0n, waitProcessing: true, nodeUrl }));
 */
export function waitForInputQueryOptions(
  client: Client,
  parameters: WaitForInputQueryParameters,
): WaitForInputQueryOptions {
  return {
    enabled: parameters.application !== undefined && parameters.inputIndex !== undefined,
    queryKey: waitForInputQueryKey(parameters) as WaitForInputQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: ({ signal }) =>
      waitForInput(client, { ...(parameters as Omit<WaitForInputParameters, "signal">), signal }),
    queryKeyHashFn: hashFn,
  };
}
