import {
  type ApplicationDefinition,
  type ApplicationIdentifier,
  type ListVouchersErrorType,
  type ListVouchersParameters,
  type ListVouchersReturnType,
  listVouchers,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  keyApplication,
  type NodeUrlParameter,
} from "./utils.js";

export type ListVouchersQueryParameters<
  application extends ApplicationIdentifier | ApplicationDefinition =
    | ApplicationIdentifier
    | ApplicationDefinition,
> = ExactPartial<Omit<ListVouchersParameters<application>, "application">> &
  NodeUrlParameter & { application?: application | undefined };

export type ListVouchersQueryKey = readonly [
  "listVouchers",
  ExactPartial<Omit<ListVouchersParameters, "application">> &
    NodeUrlParameter & { application?: ApplicationIdentifier | { address?: string } | undefined },
];

export type ListVouchersQueryOptions<
  application extends ApplicationIdentifier | ApplicationDefinition = ApplicationIdentifier,
> = CartesiQueryOptions<
  ListVouchersReturnType<application>,
  ListVouchersErrorType,
  ListVouchersQueryKey
>;

/**
 * Returns the query key of `useVouchers`: `["listVouchers", { ...parameters, nodeUrl }]`, with a
 * definition as `{ address }` (its vouchers are decoded, so they are not the bytes a plain address
 * lists).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useVouchers
 *
 * @param parameters - The parameters of `listVouchers` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link ListVouchersQueryKey}
 *
 * @example
 * import { listVouchersQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: listVouchersQueryKey({ application: echo, inputIndex: 0n, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function listVouchersQueryKey(
  parameters: ListVouchersQueryParameters,
): ListVouchersQueryKey {
  return ["listVouchers", { ...parameters, application: keyApplication(parameters.application) }];
}

/**
 * Returns the TanStack Query options of `useVouchers`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useVouchers
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `listVouchers` (the query waits until `application` is set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link ListVouchersQueryOptions}
 *
 * @example
 * import { listVouchersQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const vouchers = await new QueryClient().fetchQuery(listVouchersQueryOptions(client, { application: echo, inputIndex: 0n, nodeUrl }));
 */
export function listVouchersQueryOptions<
  application extends ApplicationIdentifier | ApplicationDefinition,
>(
  client: Client,
  parameters: ListVouchersQueryParameters<application>,
): ListVouchersQueryOptions<application> {
  const { nodeUrl: _, ...rest } = parameters;
  return {
    enabled: parameters.application !== undefined,
    queryKey: listVouchersQueryKey(parameters) as ListVouchersQueryOptions<application>["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => listVouchers(client, rest as ListVouchersParameters<application>),
    queryKeyHashFn: hashFn,
  };
}
