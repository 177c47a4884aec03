import {
  type GetWithdrawalStatusErrorType,
  type GetWithdrawalStatusParameters,
  type GetWithdrawalStatusReturnType,
  getWithdrawalStatus,
} from "@cartesi/viem";
import type { PublicClientParameter } from "./outputStatus.js";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "./utils.js";

export type GetWithdrawalStatusQueryParameters = ExactPartial<
  GetWithdrawalStatusParameters & PublicClientParameter
>;

export type GetWithdrawalStatusQueryKey = readonly [
  "getWithdrawalStatus",
  ExactPartial<GetWithdrawalStatusParameters> & {
    /** The base layer's chain id, from the public client's chain; `undefined` when it has none. */
    chainId: number | undefined;
  },
];

export type GetWithdrawalStatusQueryOptions = CartesiQueryOptions<
  GetWithdrawalStatusReturnType,
  GetWithdrawalStatusErrorType,
  GetWithdrawalStatusQueryKey
>;

/**
 * Returns the query key of `useWithdrawalStatus`: `["getWithdrawalStatus", { ...parameters, chainId }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdrawalStatus
 *
 * @param parameters - The parameters of `getWithdrawalStatus` given so far, and the base-layer client, whose chain id the key carries.
 * @returns The query key. {@link GetWithdrawalStatusQueryKey}
 *
 * @example
 * import { getWithdrawalStatusQueryKey } from "@cartesi/wagmi/query";
 *
 * const queryKey = getWithdrawalStatusQueryKey({ publicClient, application: "0xab75…", accountIndex: 0n });
 */
export function getWithdrawalStatusQueryKey({
  publicClient,
  ...parameters
}: GetWithdrawalStatusQueryParameters): GetWithdrawalStatusQueryKey {
  return ["getWithdrawalStatus", { ...parameters, chainId: publicClient?.chain?.id }];
}

/**
 * Returns the TanStack Query options of `useWithdrawalStatus`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdrawalStatus
 *
 * @param parameters - The parameters of `getWithdrawalStatus` and the base-layer `publicClient` (the query waits until both it and `application` are set).
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link GetWithdrawalStatusQueryOptions}
 *
 * @example
 * import { getWithdrawalStatusQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 *
 * const data = await new QueryClient().fetchQuery(getWithdrawalStatusQueryOptions({ publicClient, application: "0xab75…", accountIndex: 0n }));
 */
export function getWithdrawalStatusQueryOptions(
  parameters: GetWithdrawalStatusQueryParameters,
): GetWithdrawalStatusQueryOptions {
  const { publicClient, ...rest } = parameters;
  return {
    enabled: publicClient !== undefined && parameters.application !== undefined,
    queryKey: getWithdrawalStatusQueryKey(
      parameters,
    ) as GetWithdrawalStatusQueryOptions["queryKey"],
    queryFn: () => getWithdrawalStatus(publicClient!, rest as GetWithdrawalStatusParameters),
    queryKeyHashFn: hashFn,
  };
}
