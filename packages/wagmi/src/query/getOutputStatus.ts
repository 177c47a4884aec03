import {
  type GetOutputStatusErrorType,
  type GetOutputStatusParameters,
  type GetOutputStatusReturnType,
  getOutputStatus,
} from "@cartesi/viem";
import type { Client } from "viem";
import type { OutputStatusKeyParameters, PublicClientParameter } from "./outputStatus.js";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "./utils.js";

type ActionParameters = Omit<GetOutputStatusParameters, "node">;

export type GetOutputStatusQueryParameters = ExactPartial<
  ActionParameters & PublicClientParameter
> &
  Omit<OutputStatusKeyParameters, "chainId">;

export type GetOutputStatusQueryKey = readonly [
  "getOutputStatus",
  ExactPartial<ActionParameters> & OutputStatusKeyParameters,
];

export type GetOutputStatusQueryOptions = CartesiQueryOptions<
  GetOutputStatusReturnType,
  GetOutputStatusErrorType,
  GetOutputStatusQueryKey
>;

/**
 * Returns the query key of `useOutputStatus`: `["getOutputStatus", { ...parameters, nodeUrl, chainId }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useOutputStatus
 *
 * @param parameters - The parameters of `getOutputStatus` given so far, the base-layer client (whose chain id the key carries) and the node URL.
 * @returns The query key. {@link GetOutputStatusQueryKey}
 *
 * @example
 * import { getOutputStatusQueryKey } from "@cartesi/wagmi/query";
 *
 * const queryKey = getOutputStatusQueryKey({ publicClient, application: "0xab75…", outputIndex: 1n, nodeUrl: "http://127.0.0.1:6751/rpc" });
 */
export function getOutputStatusQueryKey({
  publicClient,
  ...parameters
}: GetOutputStatusQueryParameters): GetOutputStatusQueryKey {
  return ["getOutputStatus", { ...parameters, chainId: publicClient?.chain?.id }];
}

/**
 * Returns the TanStack Query options of `useOutputStatus`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useOutputStatus
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `getOutputStatus` and the base-layer `publicClient` (the query waits until they are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link GetOutputStatusQueryOptions}
 *
 * @example
 * import { getOutputStatusQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const node = createClient({ transport: http(nodeUrl) });
 * const data = await new QueryClient().fetchQuery(getOutputStatusQueryOptions(node, { publicClient, application: "0xab75…", outputIndex: 1n, nodeUrl }));
 */
export function getOutputStatusQueryOptions(
  client: Client,
  parameters: GetOutputStatusQueryParameters,
): GetOutputStatusQueryOptions {
  const { publicClient, nodeUrl: _nodeUrl, ...rest } = parameters;
  return {
    enabled:
      publicClient !== undefined &&
      parameters.application !== undefined &&
      parameters.outputIndex !== undefined,
    queryKey: getOutputStatusQueryKey(parameters) as GetOutputStatusQueryOptions["queryKey"],
    queryFn: () =>
      getOutputStatus(publicClient!, {
        ...(rest as ActionParameters),
        node: client,
      }),
    queryKeyHashFn: hashFn,
  };
}
