import {
  type GetPortalAllowanceErrorType,
  type GetPortalAllowanceParameters,
  type GetPortalAllowanceReturnType,
  getPortalAllowance,
} from "@cartesi/viem";
import type { Config } from "@wagmi/core";
import { type CartesiQueryOptions, type ExactPartial, hashFn } from "../utils.js";

export type GetPortalAllowanceQueryParameters = ExactPartial<GetPortalAllowanceParameters> & {
  /** The chain to read (default: the config's current chain). */
  chainId?: number | undefined;
};

export type GetPortalAllowanceQueryKey = readonly [
  "getPortalAllowance",
  GetPortalAllowanceQueryParameters,
];

export type GetPortalAllowanceQueryOptions = CartesiQueryOptions<
  GetPortalAllowanceReturnType,
  GetPortalAllowanceErrorType,
  GetPortalAllowanceQueryKey
>;

/**
 * Returns the query key of `usePortalAllowance`: `["getPortalAllowance", { ...parameters, chainId }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/usePortalAllowance
 *
 * @param parameters - The parameters of `getPortalAllowance` given so far, and the chain.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetPortalAllowanceQueryKey}
 *
 * @example
 * import { getPortalAllowanceQueryKey } from "@cartesi/wagmi/write/query";
 *
 * await queryClient.invalidateQueries({ queryKey: getPortalAllowanceQueryKey({ application, token, owner, chainId: 31337 }) });
 */
export function getPortalAllowanceQueryKey(
  parameters: GetPortalAllowanceQueryParameters,
): GetPortalAllowanceQueryKey {
  return ["getPortalAllowance", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `usePortalAllowance`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/usePortalAllowance
 *
 * @param config - The wagmi config whose client reads the chain.
 * @param parameters - The parameters of `getPortalAllowance` (the query waits until token, application and owner are set), and the chain.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`. {@link GetPortalAllowanceQueryOptions}
 *
 * @example
 * import { getPortalAllowanceQueryOptions } from "@cartesi/wagmi/write/query";
 * import { QueryClient } from "@tanstack/query-core";
 *
 * const data = await new QueryClient().fetchQuery(getPortalAllowanceQueryOptions(config, { application, token, owner }));
 */
export function getPortalAllowanceQueryOptions(
  config: Config,
  parameters: GetPortalAllowanceQueryParameters,
): GetPortalAllowanceQueryOptions {
  const { chainId, ...rest } = parameters;
  return {
    enabled:
      parameters.application !== undefined &&
      parameters.token !== undefined &&
      parameters.owner !== undefined,
    queryKey: getPortalAllowanceQueryKey(parameters) as GetPortalAllowanceQueryOptions["queryKey"],
    // Missing parameters are held back by `enabled`; fetchQuery without them fails in the action.
    queryFn: () =>
      getPortalAllowance(config.getClient({ chainId }), rest as GetPortalAllowanceParameters),
    queryKeyHashFn: hashFn,
  };
}
