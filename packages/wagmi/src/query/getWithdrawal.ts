import {
  type GetWithdrawalErrorType,
  type GetWithdrawalParameters,
  type GetWithdrawalReturnType,
  getWithdrawal,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type GetWithdrawalQueryParameters = ExactPartial<GetWithdrawalParameters> & NodeUrlParameter;

export type GetWithdrawalQueryKey = readonly [
  "getWithdrawal",
  ExactPartial<GetWithdrawalParameters> & NodeUrlParameter,
];

export type GetWithdrawalQueryOptions = CartesiQueryOptions<
  GetWithdrawalReturnType,
  GetWithdrawalErrorType,
  GetWithdrawalQueryKey
>;

/**
 * Returns the query key of `useWithdrawal`: `["getWithdrawal", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdrawal
 *
 * @param parameters - The parameters of `getWithdrawal` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetWithdrawalQueryKey}
 *
 * @example
 * import { getWithdrawalQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getWithdrawalQueryKey({ application: "echo", accountIndex: 0n, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getWithdrawalQueryKey(
  parameters: GetWithdrawalQueryParameters,
): GetWithdrawalQueryKey {
  return ["getWithdrawal", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useWithdrawal`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdrawal
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `getWithdrawal` (the query waits until `application` and `accountIndex` are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetWithdrawalQueryOptions}
 *
 * @example
 * import { getWithdrawalQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const withdrawal = await new QueryClient().fetchQuery(getWithdrawalQueryOptions(client, { application: "echo", accountIndex: 0n, nodeUrl }));
 */
export function getWithdrawalQueryOptions(
  client: Client,
  parameters: GetWithdrawalQueryParameters,
): GetWithdrawalQueryOptions {
  return {
    enabled: parameters.application !== undefined && parameters.accountIndex !== undefined,
    queryKey: getWithdrawalQueryKey(parameters) as GetWithdrawalQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => getWithdrawal(client, parameters as GetWithdrawalParameters),
    queryKeyHashFn: hashFn,
  };
}
