import {
  type WaitForWithdrawalStatusErrorType,
  type WaitForWithdrawalStatusParameters,
  type WaitForWithdrawalStatusReturnType,
  waitForWithdrawalStatus,
} from "@cartesi/viem";
import type { PublicClientParameter } from "./outputStatus.js";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "./utils.js";

type ActionParameters = Omit<WaitForWithdrawalStatusParameters, "signal">;

export type WaitForWithdrawalStatusQueryParameters = ExactPartial<
  ActionParameters & PublicClientParameter
>;

export type WaitForWithdrawalStatusQueryKey = readonly [
  "waitForWithdrawalStatus",
  ExactPartial<ActionParameters> & {
    /** The base layer's chain id, from the public client's chain; `undefined` when it has none. */
    chainId: number | undefined;
  },
];

export type WaitForWithdrawalStatusQueryOptions = CartesiQueryOptions<
  WaitForWithdrawalStatusReturnType,
  WaitForWithdrawalStatusErrorType,
  WaitForWithdrawalStatusQueryKey
>;

/**
 * Returns the query key of `useWaitForWithdrawalStatus`: `["waitForWithdrawalStatus", { ...parameters, chainId }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForWithdrawalStatus
 *
 * @param parameters - The parameters of `waitForWithdrawalStatus` given so far, and the base-layer client, whose chain id the key carries.
 * @returns The query key. {@link WaitForWithdrawalStatusQueryKey}
 *
 * @example
 * import { waitForWithdrawalStatusQueryKey } from "@cartesi/wagmi/query";
 *
 * const queryKey = waitForWithdrawalStatusQueryKey({ publicClient, application: "0xab75…", status: "ready-to-prove" });
 */
export function waitForWithdrawalStatusQueryKey({
  publicClient,
  ...parameters
}: WaitForWithdrawalStatusQueryParameters): WaitForWithdrawalStatusQueryKey {
  return ["waitForWithdrawalStatus", { ...parameters, chainId: publicClient?.chain?.id }];
}

/**
 * Returns the TanStack Query options of `useWaitForWithdrawalStatus`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForWithdrawalStatus
 *
 * @param parameters - The parameters of `waitForWithdrawalStatus` and the base-layer `publicClient` (the query waits until it, `application` and `status` are set).
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link WaitForWithdrawalStatusQueryOptions}
 *
 * @example
 * import { waitForWithdrawalStatusQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 *
 * const data = await new QueryClient().fetchQuery(waitForWithdrawalStatusQueryOptions({ publicClient, application: "0xab75…", status: "ready-to-prove" }));
 */
export function waitForWithdrawalStatusQueryOptions(
  parameters: WaitForWithdrawalStatusQueryParameters,
): WaitForWithdrawalStatusQueryOptions {
  const { publicClient, ...rest } = parameters;
  return {
    enabled:
      publicClient !== undefined &&
      parameters.application !== undefined &&
      parameters.status !== undefined,
    queryKey: waitForWithdrawalStatusQueryKey(
      parameters,
    ) as WaitForWithdrawalStatusQueryOptions["queryKey"],
    queryFn: ({ signal }) =>
      waitForWithdrawalStatus(publicClient!, { ...(rest as ActionParameters), signal }),
    queryKeyHashFn: hashFn,
  };
}
