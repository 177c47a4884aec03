import {
  type WaitToExecuteOutputErrorType,
  type WaitToExecuteOutputParameters,
  type WaitToExecuteOutputReturnType,
  waitToExecuteOutput,
} from "@cartesi/viem";
import type { Client } from "viem";
import type { OutputStatusKeyParameters, PublicClientParameter } from "./outputStatus.js";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "./utils.js";

type ActionParameters = Omit<WaitToExecuteOutputParameters, "node" | "signal">;

export type WaitToExecuteOutputQueryParameters = ExactPartial<
  ActionParameters & PublicClientParameter
> &
  Omit<OutputStatusKeyParameters, "chainId">;

export type WaitToExecuteOutputQueryKey = readonly [
  "waitToExecuteOutput",
  ExactPartial<ActionParameters> & OutputStatusKeyParameters,
];

export type WaitToExecuteOutputQueryOptions = CartesiQueryOptions<
  WaitToExecuteOutputReturnType,
  WaitToExecuteOutputErrorType,
  WaitToExecuteOutputQueryKey
>;

/**
 * Returns the query key of `useWaitToExecuteOutput`: `["waitToExecuteOutput", { ...parameters, nodeUrl, chainId }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitToExecuteOutput
 *
 * @param parameters - The parameters of `waitToExecuteOutput` given so far, the base-layer client (whose chain id the key carries) and the node URL.
 * @returns The query key. {@link WaitToExecuteOutputQueryKey}
 *
 * @example
 * import { waitToExecuteOutputQueryKey } from "@cartesi/wagmi/query";
 *
 * const queryKey = waitToExecuteOutputQueryKey({ publicClient, application: "0xab75…", outputIndex: 1n, nodeUrl: "http://127.0.0.1:6751/rpc" });
 */
export function waitToExecuteOutputQueryKey({
  publicClient,
  ...parameters
}: WaitToExecuteOutputQueryParameters): WaitToExecuteOutputQueryKey {
  return ["waitToExecuteOutput", { ...parameters, chainId: publicClient?.chain?.id }];
}

/**
 * Returns the TanStack Query options of `useWaitToExecuteOutput`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitToExecuteOutput
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `waitToExecuteOutput` and the base-layer `publicClient` (the query waits until they are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link WaitToExecuteOutputQueryOptions}
 *
 * @example
 * import { waitToExecuteOutputQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const node = createClient({ transport: http(nodeUrl) });
 * const data = await new QueryClient().fetchQuery(waitToExecuteOutputQueryOptions(node, { publicClient, application: "0xab75…", outputIndex: 1n, nodeUrl }));
 */
export function waitToExecuteOutputQueryOptions(
  client: Client,
  parameters: WaitToExecuteOutputQueryParameters,
): WaitToExecuteOutputQueryOptions {
  const { publicClient, nodeUrl: _nodeUrl, ...rest } = parameters;
  return {
    enabled:
      publicClient !== undefined &&
      parameters.application !== undefined &&
      parameters.outputIndex !== undefined,
    queryKey: waitToExecuteOutputQueryKey(
      parameters,
    ) as WaitToExecuteOutputQueryOptions["queryKey"],
    queryFn: ({ signal }) =>
      waitToExecuteOutput(publicClient!, {
        ...(rest as ActionParameters),
        node: client,
        signal,
      }),
    queryKeyHashFn: hashFn,
  };
}
