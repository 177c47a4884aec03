import {
  type GetTimeToExecutableErrorType,
  type GetTimeToExecutableParameters,
  type GetTimeToExecutableReturnType,
  getTimeToExecutable,
} from "@cartesi/viem";
import type { Client } from "viem";
import type { OutputStatusKeyParameters, PublicClientParameter } from "./outputStatus.js";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "./utils.js";

type ActionParameters = Omit<GetTimeToExecutableParameters, "node" | "status">;

export type GetTimeToExecutableQueryParameters = ExactPartial<
  ActionParameters & PublicClientParameter
> &
  Omit<OutputStatusKeyParameters, "chainId">;

export type GetTimeToExecutableQueryKey = readonly [
  "getTimeToExecutable",
  ExactPartial<ActionParameters> & OutputStatusKeyParameters,
];

export type GetTimeToExecutableQueryOptions = CartesiQueryOptions<
  GetTimeToExecutableReturnType,
  GetTimeToExecutableErrorType,
  GetTimeToExecutableQueryKey
>;

/**
 * Returns the query key of `useTimeToExecutable`: `["getTimeToExecutable", { ...parameters, nodeUrl, chainId }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useTimeToExecutable
 *
 * @param parameters - The parameters of `getTimeToExecutable` given so far, the base-layer client (whose chain id the key carries) and the node URL.
 * @returns The query key. {@link GetTimeToExecutableQueryKey}
 *
 * @example
 * import { getTimeToExecutableQueryKey } from "@cartesi/wagmi/query";
 *
 * const queryKey = getTimeToExecutableQueryKey({ publicClient, application: "0xab75…", outputIndex: 1n, nodeUrl: "http://127.0.0.1:6751/rpc" });
 */
export function getTimeToExecutableQueryKey({
  publicClient,
  ...parameters
}: GetTimeToExecutableQueryParameters): GetTimeToExecutableQueryKey {
  return ["getTimeToExecutable", { ...parameters, chainId: publicClient?.chain?.id }];
}

/**
 * Returns the TanStack Query options of `useTimeToExecutable`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useTimeToExecutable
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `getTimeToExecutable` and the base-layer `publicClient` (the query waits until they are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link GetTimeToExecutableQueryOptions}
 *
 * @example
 * import { getTimeToExecutableQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const node = createClient({ transport: http(nodeUrl) });
 * const data = await new QueryClient().fetchQuery(getTimeToExecutableQueryOptions(node, { publicClient, application: "0xab75…", outputIndex: 1n, nodeUrl }));
 */
export function getTimeToExecutableQueryOptions(
  client: Client,
  parameters: GetTimeToExecutableQueryParameters,
): GetTimeToExecutableQueryOptions {
  const { publicClient, nodeUrl: _nodeUrl, ...rest } = parameters;
  return {
    enabled:
      publicClient !== undefined &&
      parameters.application !== undefined &&
      parameters.outputIndex !== undefined,
    queryKey: getTimeToExecutableQueryKey(
      parameters,
    ) as GetTimeToExecutableQueryOptions["queryKey"],
    queryFn: () =>
      getTimeToExecutable(publicClient!, {
        ...(rest as ActionParameters),
        node: client,
      }),
    queryKeyHashFn: hashFn,
  };
}
