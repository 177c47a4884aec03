import type { GetPortalApprovalErrorType, GetPortalApprovalReturnType } from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Config } from "@wagmi/core";
import { useChainId, useConfig, useConnection } from "wagmi";
import {
  type GetPortalApprovalQueryKey,
  type GetPortalApprovalQueryParameters,
  getPortalApprovalQueryOptions,
} from "../../query/write/getPortalApproval.js";
import type { DeploymentsParameter } from "../../query/write/utils.js";
import type { QueryParameter } from "../../types.js";
import { useQuery } from "../../utils/useQuery.js";
import { useDeployments } from "./useWalletMutation.js";

export type UsePortalApprovalParameters<selectData = GetPortalApprovalReturnType> =
  GetPortalApprovalQueryParameters &
    DeploymentsParameter & {
      /** The wagmi config whose client reads the chain (default: `WagmiProvider`'s). */
      config?: Config | undefined;
    } & QueryParameter<
      GetPortalApprovalReturnType,
      GetPortalApprovalErrorType,
      selectData,
      GetPortalApprovalQueryKey
    >;

export type UsePortalApprovalReturnType<selectData = GetPortalApprovalReturnType> = UseQueryResult<
  selectData,
  GetPortalApprovalErrorType
>;

/**
 * Returns whether the portal that deposits an ERC-721 or ERC-1155 token into an application may move an owner's tokens.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/usePortalApproval
 * - Action: [`getPortalApproval`](https://cartesi.github.io/rollups-ts/api/viem)
 *
 * @param parameters - The parameters of `getPortalApproval` (`owner` default: the connected account; `chainId` default: the config's chain), `deployments` (default: `CartesiProvider`'s), `config`, and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link GetPortalApprovalReturnType}, or what `query.select` makes of it. {@link UsePortalApprovalReturnType}
 *
 * @example
 * import { usePortalApproval } from "@cartesi/wagmi/write";
 *
 * const { data } = usePortalApproval({ standard: "erc721", application, token: erc721, tokenId: 1n });
 */
export function usePortalApproval<selectData = GetPortalApprovalReturnType>(
  parameters: UsePortalApprovalParameters<selectData> = {},
): UsePortalApprovalReturnType<selectData> {
  const { query, config: _, deployments, ...rest } = parameters;
  const config = useConfig(parameters);
  const chainId = useChainId({ config });
  const { address } = useConnection({ config });
  const given = useDeployments(deployments);
  const deployment = rest.deployment ?? given;
  return useQuery(
    getPortalApprovalQueryOptions(config, {
      ...rest,
      ...(deployment ? { deployment } : {}),
      owner: rest.owner ?? address,
      chainId: rest.chainId ?? chainId,
    } as GetPortalApprovalQueryParameters),
    query,
  );
}
