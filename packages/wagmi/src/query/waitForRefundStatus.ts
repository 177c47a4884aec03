import {
  type GetRefundStatusParameters,
  type WaitForRefundStatusErrorType,
  type WaitForRefundStatusParameters,
  type WaitForRefundStatusReturnType,
  waitForRefundStatus,
} from "@cartesi/viem";
import type { Address } from "viem";
import type { PublicClientParameter } from "./outputStatus.js";
import { type RefundInputQueryParameters, refundInput } from "./refundStatus.js";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "./utils.js";

type ActionParameters = Pick<
  WaitForRefundStatusParameters,
  "status" | "pollingInterval" | "retryCount" | "timeout"
> & { application: Address; inputIndex: bigint };

export type WaitForRefundStatusQueryParameters = ExactPartial<
  ActionParameters & PublicClientParameter
> &
  RefundInputQueryParameters;

export type WaitForRefundStatusQueryKey = readonly [
  "waitForRefundStatus",
  ExactPartial<ActionParameters> &
    Omit<RefundInputQueryParameters, "node"> & {
      /** The base layer's chain id, from the public client's chain; `undefined` when it has none. */
      chainId: number | undefined;
    },
];

export type WaitForRefundStatusQueryOptions = CartesiQueryOptions<
  WaitForRefundStatusReturnType,
  WaitForRefundStatusErrorType,
  WaitForRefundStatusQueryKey
>;

/**
 * Returns the query key of `useWaitForRefundStatus`: `["waitForRefundStatus", { application, inputIndex, status, input, nodeUrl, chainId }]`, where `nodeUrl` only when the input is read from the node.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForRefundStatus
 *
 * @param parameters - The parameters of `waitForRefundStatus` given so far, the base-layer client (whose chain id the key carries) and, when the input is read from the node, the node URL.
 * @returns The query key. {@link WaitForRefundStatusQueryKey}
 *
 * @example
 * import { waitForRefundStatusQueryKey } from "@cartesi/wagmi/query";
 *
 * const queryKey = waitForRefundStatusQueryKey({ publicClient, application: "0xab75…", inputIndex: 3n, input, status: "refundable" });
 */
export function waitForRefundStatusQueryKey({
  publicClient,
  node: _node,
  nodeUrl,
  ...parameters
}: WaitForRefundStatusQueryParameters): WaitForRefundStatusQueryKey {
  return [
    "waitForRefundStatus",
    {
      ...parameters,
      ...(parameters.input === undefined ? { nodeUrl } : {}),
      chainId: publicClient?.chain?.id,
    },
  ];
}

/**
 * Returns the TanStack Query options of `useWaitForRefundStatus`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWaitForRefundStatus
 *
 * @param parameters - The parameters of `waitForRefundStatus` (the input, or the node that serves it) and the base-layer `publicClient`; the query waits until they and `status` are set.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link WaitForRefundStatusQueryOptions}
 *
 * @example
 * import { waitForRefundStatusQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 *
 * const data = await new QueryClient().fetchQuery(waitForRefundStatusQueryOptions({ publicClient, application: "0xab75…", inputIndex: 3n, input, status: "refundable" }));
 */
export function waitForRefundStatusQueryOptions(
  parameters: WaitForRefundStatusQueryParameters,
): WaitForRefundStatusQueryOptions {
  const { publicClient, application, inputIndex, status, pollingInterval, retryCount, timeout } =
    parameters;
  return {
    enabled:
      publicClient !== undefined &&
      application !== undefined &&
      inputIndex !== undefined &&
      status !== undefined &&
      (parameters.input !== undefined || parameters.node !== undefined),
    queryKey: waitForRefundStatusQueryKey(
      parameters,
    ) as WaitForRefundStatusQueryOptions["queryKey"],
    queryFn: ({ signal }) =>
      waitForRefundStatus(publicClient!, {
        application: application!,
        inputIndex: inputIndex!,
        status: status!,
        pollingInterval,
        retryCount,
        timeout,
        signal,
        ...refundInput(parameters),
      } as WaitForRefundStatusParameters & GetRefundStatusParameters),
    queryKeyHashFn: hashFn,
  };
}
