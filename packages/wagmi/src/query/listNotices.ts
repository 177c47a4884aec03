import {
  type ApplicationDefinition,
  type ApplicationIdentifier,
  type ListNoticesErrorType,
  type ListNoticesParameters,
  type ListNoticesReturnType,
  listNotices,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  keyApplication,
  type NodeUrlParameter,
} from "./utils.js";

export type ListNoticesQueryParameters<
  application extends ApplicationIdentifier | ApplicationDefinition =
    | ApplicationIdentifier
    | ApplicationDefinition,
> = ExactPartial<Omit<ListNoticesParameters<application>, "application">> &
  NodeUrlParameter & { application?: application | undefined };

export type ListNoticesQueryKey = readonly [
  "listNotices",
  ExactPartial<Omit<ListNoticesParameters, "application">> &
    NodeUrlParameter & { application?: ApplicationIdentifier | { address?: string } | undefined },
];

export type ListNoticesQueryOptions<
  application extends ApplicationIdentifier | ApplicationDefinition = ApplicationIdentifier,
> = CartesiQueryOptions<
  ListNoticesReturnType<application>,
  ListNoticesErrorType,
  ListNoticesQueryKey
>;

/**
 * Returns the query key of `useNotices`: `["listNotices", { ...parameters, nodeUrl }]`, with a
 * definition as `{ address }` (its notices are decoded, so they are not the bytes a plain address
 * lists).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useNotices
 *
 * @param parameters - The parameters of `listNotices` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link ListNoticesQueryKey}
 *
 * @example
 * import { listNoticesQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: listNoticesQueryKey({ application: echo, inputIndex: 0n, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function listNoticesQueryKey(parameters: ListNoticesQueryParameters): ListNoticesQueryKey {
  return ["listNotices", { ...parameters, application: keyApplication(parameters.application) }];
}

/**
 * Returns the TanStack Query options of `useNotices`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useNotices
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listNotices` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link ListNoticesQueryOptions}
 *
 * @example
 * import { listNoticesQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const notices = await new QueryClient().fetchQuery(listNoticesQueryOptions(client, { application: echo, inputIndex: 0n, nodeUrl }));
 */
export function listNoticesQueryOptions<
  application extends ApplicationIdentifier | ApplicationDefinition,
>(
  client: Client,
  parameters: ListNoticesQueryParameters<application>,
): ListNoticesQueryOptions<application> {
  const { nodeUrl: _, ...rest } = parameters;
  return {
    enabled: parameters.application !== undefined,
    queryKey: listNoticesQueryKey(parameters) as ListNoticesQueryOptions<application>["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => listNotices(client, rest as ListNoticesParameters<application>),
    queryKeyHashFn: hashFn,
  };
}
