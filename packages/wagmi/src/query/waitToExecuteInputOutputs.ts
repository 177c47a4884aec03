import {
  type WaitToExecuteInputOutputsErrorType,
  type WaitToExecuteInputOutputsParameters,
  type WaitToExecuteInputOutputsReturnType,
  waitToExecuteInputOutputs,
} from "@cartesi/viem";
import type { Client } from "viem";
import type { OutputStatusKeyParameters, PublicClientParameter } from "./outputStatus.js";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "./utils.js";

type ActionParameters = Omit<WaitToExecuteInputOutputsParameters, "node" | "signal">;

export type WaitToExecuteInputOutputsQueryParameters = ExactPartial<
  ActionParameters & PublicClientParameter
> &
  Omit<OutputStatusKeyParameters, "chainId">;

export type WaitToExecuteInputOutputsQueryKey = readonly [
  "waitToExecuteInputOutputs",
  ExactPartial<ActionParameters> & OutputStatusKeyParameters,
];

export type WaitToExecuteInputOutputsQueryOptions = CartesiQueryOptions<
  WaitToExecuteInputOutputsReturnType,
  WaitToExecuteInputOutputsErrorType,
  WaitToExecuteInputOutputsQueryKey
>;

/**
 * Returns the query key of `useWaitToExecuteInputOutputs`: `["waitToExecuteInputOutputs", { ...parameters, nodeUrl, chainId }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitToExecuteInputOutputs
 *
 * @param parameters - The parameters of `waitToExecuteInputOutputs` given so far, the base-layer client (whose chain id the key carries) and the node URL.
 * @returns The query key. {@link WaitToExecuteInputOutputsQueryKey}
 *
 * @example
 * import { waitToExecuteInputOutputsQueryKey } from "@cartesi/wagmi/query";
 *
 * const queryKey = waitToExecuteInputOutputsQueryKey({ publicClient, application: "0xab75…", inputIndex: 1n, nodeUrl: "http://127.0.0.1:6751/rpc" });
 */
export function waitToExecuteInputOutputsQueryKey({
  publicClient,
  ...parameters
}: WaitToExecuteInputOutputsQueryParameters): WaitToExecuteInputOutputsQueryKey {
  return ["waitToExecuteInputOutputs", { ...parameters, chainId: publicClient?.chain?.id }];
}

/**
 * Returns the TanStack Query options of `useWaitToExecuteInputOutputs`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitToExecuteInputOutputs
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `waitToExecuteInputOutputs` and the base-layer `publicClient` (the query waits until they are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link WaitToExecuteInputOutputsQueryOptions}
 *
 * @example
 * import { waitToExecuteInputOutputsQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const node = createClient({ transport: http(nodeUrl) });
 * const data = await new QueryClient().fetchQuery(waitToExecuteInputOutputsQueryOptions(node, { publicClient, application: "0xab75…", inputIndex: 1n, nodeUrl }));
 */
export function waitToExecuteInputOutputsQueryOptions(
  client: Client,
  parameters: WaitToExecuteInputOutputsQueryParameters,
): WaitToExecuteInputOutputsQueryOptions {
  const { publicClient, nodeUrl: _nodeUrl, ...rest } = parameters;
  return {
    enabled:
      publicClient !== undefined &&
      parameters.application !== undefined &&
      parameters.inputIndex !== undefined,
    queryKey: waitToExecuteInputOutputsQueryKey(
      parameters,
    ) as WaitToExecuteInputOutputsQueryOptions["queryKey"],
    queryFn: ({ signal }) =>
      waitToExecuteInputOutputs(publicClient!, {
        ...(rest as ActionParameters),
        node: client,
        signal,
      }),
    queryKeyHashFn: hashFn,
  };
}
