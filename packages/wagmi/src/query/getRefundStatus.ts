import {
  type GetRefundStatusErrorType,
  type GetRefundStatusParameters,
  type GetRefundStatusReturnType,
  getRefundStatus,
} from "@cartesi/viem";
import type { Address } from "viem";
import type { PublicClientParameter } from "./outputStatus.js";
import { type RefundInputQueryParameters, refundInput } from "./refundStatus.js";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "./utils.js";

type ActionParameters = { application: Address; inputIndex: bigint };

export type GetRefundStatusQueryParameters = ExactPartial<
  ActionParameters & PublicClientParameter
> &
  RefundInputQueryParameters;

export type GetRefundStatusQueryKey = readonly [
  "getRefundStatus",
  ExactPartial<ActionParameters> &
    Omit<RefundInputQueryParameters, "node"> & {
      /** The base layer's chain id, from the public client's chain; `undefined` when it has none. */
      chainId: number | undefined;
    },
];

export type GetRefundStatusQueryOptions = CartesiQueryOptions<
  GetRefundStatusReturnType,
  GetRefundStatusErrorType,
  GetRefundStatusQueryKey
>;

/**
 * Returns the query key of `useRefundStatus`: `["getRefundStatus", { application, inputIndex, input, nodeUrl, chainId }]`, where `nodeUrl` only when the input is read from the node.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useRefundStatus
 *
 * @param parameters - The parameters of `getRefundStatus` given so far, the base-layer client (whose chain id the key carries) and, when the input is read from the node, the node URL.
 * @returns The query key. {@link GetRefundStatusQueryKey}
 *
 * @example
 * import { getRefundStatusQueryKey } from "@cartesi/wagmi/query";
 *
 * const queryKey = getRefundStatusQueryKey({ publicClient, application: "0xab75…", inputIndex: 3n, input });
 */
export function getRefundStatusQueryKey({
  publicClient,
  node: _node,
  nodeUrl,
  ...parameters
}: GetRefundStatusQueryParameters): GetRefundStatusQueryKey {
  return [
    "getRefundStatus",
    {
      ...parameters,
      ...(parameters.input === undefined ? { nodeUrl } : {}),
      chainId: publicClient?.chain?.id,
    },
  ];
}

/**
 * Returns the TanStack Query options of `useRefundStatus`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useRefundStatus
 *
 * @param parameters - The parameters of `getRefundStatus` (the input, or the node that serves it) and the base-layer `publicClient`; the query waits until they are set.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link GetRefundStatusQueryOptions}
 *
 * @example
 * import { getRefundStatusQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 *
 * const data = await new QueryClient().fetchQuery(getRefundStatusQueryOptions({ publicClient, application: "0xab75…", inputIndex: 3n, input }));
 */
export function getRefundStatusQueryOptions(
  parameters: GetRefundStatusQueryParameters,
): GetRefundStatusQueryOptions {
  const { publicClient, application, inputIndex } = parameters;
  return {
    enabled:
      publicClient !== undefined &&
      application !== undefined &&
      inputIndex !== undefined &&
      (parameters.input !== undefined || parameters.node !== undefined),
    queryKey: getRefundStatusQueryKey(parameters) as GetRefundStatusQueryOptions["queryKey"],
    queryFn: () =>
      getRefundStatus(publicClient!, {
        application: application!,
        inputIndex: inputIndex!,
        ...refundInput(parameters),
      } as GetRefundStatusParameters),
    queryKeyHashFn: hashFn,
  };
}
