import {
  type GetPortalApprovalErrorType,
  type GetPortalApprovalParameters,
  type GetPortalApprovalReturnType,
  getPortalApproval,
} from "@cartesi/viem";
import type { Config } from "@wagmi/core";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "../utils.js";

export type GetPortalApprovalQueryParameters = ExactPartial<GetPortalApprovalParameters> & {
  /** The chain to read (default: the config's current chain). */
  chainId?: number | undefined;
};

export type GetPortalApprovalQueryKey = readonly [
  "getPortalApproval",
  GetPortalApprovalQueryParameters,
];

export type GetPortalApprovalQueryOptions = CartesiQueryOptions<
  GetPortalApprovalReturnType,
  GetPortalApprovalErrorType,
  GetPortalApprovalQueryKey
>;

/**
 * Returns the query key of `usePortalApproval`: `["getPortalApproval", { ...parameters, chainId }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/usePortalApproval
 *
 * @param parameters - The parameters of `getPortalApproval` given so far, and the chain.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetPortalApprovalQueryKey}
 *
 * @example
 * import { getPortalApprovalQueryKey } from "@cartesi/wagmi/write/query";
 *
 * await queryClient.invalidateQueries({ queryKey: getPortalApprovalQueryKey({ application, token, owner, chainId: 31337 }) });
 */
export function getPortalApprovalQueryKey(
  parameters: GetPortalApprovalQueryParameters,
): GetPortalApprovalQueryKey {
  return ["getPortalApproval", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `usePortalApproval`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/usePortalApproval
 *
 * @param config - The wagmi config whose client reads the chain.
 * @param parameters - The parameters of `getPortalApproval` (the query waits until standard, token, application and owner are set), and the chain.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link GetPortalApprovalQueryOptions}
 *
 * @example
 * import { getPortalApprovalQueryOptions } from "@cartesi/wagmi/write/query";
 * import { QueryClient } from "@tanstack/query-core";
 *
 * const data = await new QueryClient().fetchQuery(getPortalApprovalQueryOptions(config, { application, token, owner }));
 */
export function getPortalApprovalQueryOptions(
  config: Config,
  parameters: GetPortalApprovalQueryParameters,
): GetPortalApprovalQueryOptions {
  const { chainId, ...rest } = parameters;
  return {
    enabled:
      parameters.application !== undefined &&
      parameters.token !== undefined &&
      parameters.owner !== undefined &&
      parameters.standard !== undefined,
    queryKey: getPortalApprovalQueryKey(parameters) as GetPortalApprovalQueryOptions["queryKey"],
    // Missing parameters are held back by `enabled`; fetchQuery without them fails in the action.
    queryFn: () =>
      getPortalApproval(config.getClient({ chainId }), rest as GetPortalApprovalParameters),
    queryKeyHashFn: hashFn,
  };
}
