import type { ProveAccountsDriveMerkleRootReturnType } from "@cartesi/viem";
import {
  type ProveAccountsDriveMerkleRootMutationErrorType,
  type ProveAccountsDriveMerkleRootVariables,
  proveAccountsDriveMerkleRootMutationOptions,
} from "../../query/write/proveAccountsDriveMerkleRoot.js";
import { driveRootWrite } from "../../query/write/utils.js";
import {
  useWalletMutation,
  type WalletMutationParameters,
  type WalletMutationReturnType,
} from "./useWalletMutation.js";

export type UseProveAccountsDriveMerkleRootParameters<context = unknown> = Omit<
  WalletMutationParameters<
    ProveAccountsDriveMerkleRootReturnType,
    ProveAccountsDriveMerkleRootMutationErrorType,
    ProveAccountsDriveMerkleRootVariables,
    context
  >,
  "deployments"
>;

export type UseProveAccountsDriveMerkleRootReturnType<context = unknown> = WalletMutationReturnType<
  ProveAccountsDriveMerkleRootReturnType,
  ProveAccountsDriveMerkleRootMutationErrorType,
  ProveAccountsDriveMerkleRootVariables,
  context
>;

/**
 * Proves the root of a foreclosed application's accounts drive on the base layer, from the `drive-root-proof.json` the node's tooling writes; each account can then be withdrawn.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useProveAccountsDriveMerkleRoot
 * - Action: [`proveAccountsDriveMerkleRoot`](https://cartesi.github.io/rollups-ts/viem/proveAccountsDriveMerkleRoot)
 *
 * @param parameters - `config` (default: wagmi's, from `WagmiProvider`) and `mutation`: TanStack Query mutation options such as `onSuccess`.
 * @returns TanStack Query's mutation result: `mutate` and `mutateAsync` take the parameters of `proveAccountsDriveMerkleRoot`; `data` is the transaction hash. {@link UseProveAccountsDriveMerkleRootReturnType}
 *
 * @example
 * import { useProveAccountsDriveMerkleRoot } from "@cartesi/wagmi/write";
 *
 * const { mutate, data: hash, isPending, error } = useProveAccountsDriveMerkleRoot();
 * mutate({ application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e", proof: driveRootProof });
 */
export function useProveAccountsDriveMerkleRoot<context = unknown>(
  parameters: UseProveAccountsDriveMerkleRootParameters<context> = {},
): UseProveAccountsDriveMerkleRootReturnType<context> {
  return useWalletMutation(
    parameters,
    (config) => proveAccountsDriveMerkleRootMutationOptions(config),
    driveRootWrite,
  );
}
