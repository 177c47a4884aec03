import type { RollupsDeployment } from "@cartesi/viem";
import {
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { Config } from "@wagmi/core";
import { useContext } from "react";
import type { Address, Hash } from "viem";
import { useConfig } from "wagmi";
import { CartesiContext } from "../../context.js";
import {
  type DeploymentsParameter,
  refreshAfterWrite,
  type WrittenReads,
} from "../../query/write/utils.js";

/** The parameters of every write hook. */
export type WalletMutationParameters<
  data,
  error,
  variables,
  context = unknown,
> = DeploymentsParameter & {
  /** The wagmi config whose connected wallet sends (default: `WagmiProvider`'s). */
  config?: Config | undefined;
  /** TanStack Query mutation options (`onSuccess`, `onError`, `retry`, ...); the key and function come from the hook. */
  mutation?:
    | Omit<UseMutationOptions<data, error, variables, context>, "mutationFn" | "mutationKey">
    | undefined;
};

/** What every write hook returns: TanStack Query's mutation result, `data` the transaction hash. */
export type WalletMutationReturnType<data, error, variables, context = unknown> = UseMutationResult<
  data,
  error,
  variables,
  context
>;

/** The deployments of the hook, else of `CartesiProvider`; the write hooks need no provider of theirs. */
export function useDeployments(
  deployments: readonly RollupsDeployment[] | undefined,
): readonly RollupsDeployment[] | undefined {
  const provided = useContext(CartesiContext)?.deployments;
  return deployments ?? provided;
}

/**
 * TanStack's `useMutation` with a builder's options and the caller's `mutation` options; the reads
 * the write changes for its application are refetched when their source has the data: the chain's
 * once the transaction is mined, the node's once `CartesiProvider`'s node has the write.
 */
export function useWalletMutation<
  data extends Hash,
  error,
  variables extends { application?: Address; chainId?: number | undefined },
  context,
>(
  parameters: WalletMutationParameters<data, error, variables, context>,
  options: (
    config: Config,
    deployments: readonly RollupsDeployment[] | undefined,
  ) => { mutationKey: readonly unknown[]; mutationFn: (variables: variables) => Promise<data> },
  reads: WrittenReads,
  /** The application the writes go to, when the variables do not name it (a definition's). */
  application?: Address | undefined,
): WalletMutationReturnType<data, error, variables, context> {
  const config = useConfig(parameters);
  const deployments = useDeployments(parameters.deployments);
  const node = useContext(CartesiContext)?.client;
  const queryClient = useQueryClient();
  const { mutation } = parameters;
  return useMutation<data, error, variables, context>({
    ...mutation,
    ...options(config, deployments),
    onSuccess(hash, variables, ...rest) {
      const { deployment } = variables as {
        deployment?: RollupsDeployment | readonly RollupsDeployment[];
      };
      refreshAfterWrite(config, queryClient, {
        hash,
        chainId: variables.chainId,
        application: (variables.application ?? application)!,
        reads,
        node,
        deployments: [...[deployment ?? []].flat(), ...(deployments ?? [])],
      });
      return mutation?.onSuccess?.(hash, variables, ...rest);
    },
  });
}
