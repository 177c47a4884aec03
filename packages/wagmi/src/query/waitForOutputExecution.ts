import {
  type WaitForOutputExecutionErrorType,
  type WaitForOutputExecutionParameters,
  type WaitForOutputExecutionReturnType,
  waitForOutputExecution,
} from "@cartesi/viem";
import type { Client } from "viem";
import type { OutputStatusKeyParameters, PublicClientParameter } from "./outputStatus.js";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "./utils.js";

type ActionParameters = Omit<WaitForOutputExecutionParameters, "node" | "signal">;

export type WaitForOutputExecutionQueryParameters = ExactPartial<
  ActionParameters & PublicClientParameter
> &
  Omit<OutputStatusKeyParameters, "chainId">;

export type WaitForOutputExecutionQueryKey = readonly [
  "waitForOutputExecution",
  ExactPartial<ActionParameters> & OutputStatusKeyParameters,
];

export type WaitForOutputExecutionQueryOptions = CartesiQueryOptions<
  WaitForOutputExecutionReturnType,
  WaitForOutputExecutionErrorType,
  WaitForOutputExecutionQueryKey
>;

/**
 * Returns the query key of `useWaitForOutputExecution`: `["waitForOutputExecution", { ...parameters, nodeUrl, chainId }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForOutputExecution
 *
 * @param parameters - The parameters of `waitForOutputExecution` given so far, the base-layer client (whose chain id the key carries) and the node URL.
 * @returns The query key. {@link WaitForOutputExecutionQueryKey}
 *
 * @example
 * import { waitForOutputExecutionQueryKey } from "@cartesi/wagmi/query";
 *
 * const queryKey = waitForOutputExecutionQueryKey({ publicClient, application: "0xab75…", outputIndex: 1n, nodeUrl: "http://127.0.0.1:6751/rpc" });
 */
export function waitForOutputExecutionQueryKey({
  publicClient,
  ...parameters
}: WaitForOutputExecutionQueryParameters): WaitForOutputExecutionQueryKey {
  return ["waitForOutputExecution", { ...parameters, chainId: publicClient?.chain?.id }];
}

/**
 * Returns the TanStack Query options of `useWaitForOutputExecution`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForOutputExecution
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `waitForOutputExecution` and the base-layer `publicClient` (the query waits until they are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link WaitForOutputExecutionQueryOptions}
 *
 * @example
 * import { waitForOutputExecutionQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const node = createClient({ transport: http(nodeUrl) });
 * const data = await new QueryClient().fetchQuery(waitForOutputExecutionQueryOptions(node, { publicClient, application: "0xab75…", outputIndex: 1n, nodeUrl }));
 */
export function waitForOutputExecutionQueryOptions(
  client: Client,
  parameters: WaitForOutputExecutionQueryParameters,
): WaitForOutputExecutionQueryOptions {
  const { publicClient, nodeUrl: _nodeUrl, ...rest } = parameters;
  return {
    enabled:
      publicClient !== undefined &&
      parameters.application !== undefined &&
      parameters.outputIndex !== undefined,
    queryKey: waitForOutputExecutionQueryKey(
      parameters,
    ) as WaitForOutputExecutionQueryOptions["queryKey"],
    queryFn: ({ signal }) =>
      waitForOutputExecution(publicClient!, {
        ...(rest as ActionParameters),
        node: client,
        signal,
      }),
    queryKeyHashFn: hashFn,
  };
}
