import {
  type ListWithdrawalsErrorType,
  type ListWithdrawalsParameters,
  type ListWithdrawalsReturnType,
  listWithdrawals,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type ListWithdrawalsQueryParameters = ExactPartial<ListWithdrawalsParameters> &
  NodeUrlParameter;

export type ListWithdrawalsQueryKey = readonly [
  "listWithdrawals",
  ExactPartial<ListWithdrawalsParameters> & NodeUrlParameter,
];

export type ListWithdrawalsQueryOptions = CartesiQueryOptions<
  ListWithdrawalsReturnType,
  ListWithdrawalsErrorType,
  ListWithdrawalsQueryKey
>;

/**
 * Returns the query key of `useWithdrawals`: `["listWithdrawals", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdrawals
 *
 * @param parameters - The parameters of `listWithdrawals` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link ListWithdrawalsQueryKey}
 *
 * @example
 * import { listWithdrawalsQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: listWithdrawalsQueryKey({ application: "echo", limit: 10, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function listWithdrawalsQueryKey(
  parameters: ListWithdrawalsQueryParameters,
): ListWithdrawalsQueryKey {
  return ["listWithdrawals", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useWithdrawals`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdrawals
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listWithdrawals` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link ListWithdrawalsQueryOptions}
 *
 * @example
 * import { listWithdrawalsQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const withdrawals = await new QueryClient().fetchQuery(listWithdrawalsQueryOptions(client, { application: "echo", limit: 10, nodeUrl }));
 */
export function listWithdrawalsQueryOptions(
  client: Client,
  parameters: ListWithdrawalsQueryParameters,
): ListWithdrawalsQueryOptions {
  return {
    enabled: parameters.application !== undefined,
    queryKey: listWithdrawalsQueryKey(parameters) as ListWithdrawalsQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => listWithdrawals(client, parameters as ListWithdrawalsParameters),
    queryKeyHashFn: hashFn,
  };
}
