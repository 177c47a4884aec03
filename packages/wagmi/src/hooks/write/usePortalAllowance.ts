import type { GetPortalAllowanceErrorType, GetPortalAllowanceReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Config } from "@wagmi/core";
import { useChainId, useConfig, useConnection } from "wagmi";
import {
  type GetPortalAllowanceQueryKey,
  type GetPortalAllowanceQueryParameters,
  getPortalAllowanceQueryOptions,
} from "../../query/write/getPortalAllowance.js";
import type { DeploymentsParameter } from "../../query/write/utils.js";
import type { QueryParameter } from "../../types.js";
import { useQuery } from "../../utils/useQuery.js";
import { useDeployments } from "./useWalletMutation.js";

export type UsePortalAllowanceParameters<selectData = GetPortalAllowanceReturnType> =
  GetPortalAllowanceQueryParameters &
    DeploymentsParameter & {
      /** The wagmi config whose client reads the chain (default: `WagmiProvider`'s). */
      config?: Config | undefined;
    } & QueryParameter<
      GetPortalAllowanceReturnType,
      GetPortalAllowanceErrorType,
      selectData,
      GetPortalAllowanceQueryKey
    >;

export type UsePortalAllowanceReturnType<selectData = GetPortalAllowanceReturnType> =
  UseQueryResult<selectData, GetPortalAllowanceErrorType>;

/**
 * Returns how many of an owner's ERC-20 tokens the portal that deposits them into an application may move.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/usePortalAllowance
 * - Action: [`getPortalAllowance`](https://cartesi.github.io/rollups-ts/api/viem)
 *
 * @param parameters - The parameters of `getPortalAllowance` (`owner` default: the connected account; `chainId` default: the config's chain), `deployments` (default: `CartesiProvider`'s), `config`, and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link GetPortalAllowanceReturnType}, or what `query.select` makes of it. {@link UsePortalAllowanceReturnType}
 *
 * @example
 * import { usePortalAllowance } from "@cartesi/wagmi/write";
 *
 * const { data } = usePortalAllowance({ application, token: erc20 });
 */
export function usePortalAllowance<selectData = GetPortalAllowanceReturnType>(
  parameters: UsePortalAllowanceParameters<selectData> = {},
): UsePortalAllowanceReturnType<selectData> {
  const { query, config: _, deployments, ...rest } = parameters;
  const config = useConfig(parameters);
  const chainId = useChainId({ config });
  const { address } = useConnection({ config });
  const given = useDeployments(deployments);
  const deployment = rest.deployment ?? given;
  return useQuery(
    getPortalAllowanceQueryOptions(config, {
      ...rest,
      ...(deployment ? { deployment } : {}),
      owner: rest.owner ?? address,
      chainId: rest.chainId ?? chainId,
    } as GetPortalAllowanceQueryParameters),
    query,
  );
}
