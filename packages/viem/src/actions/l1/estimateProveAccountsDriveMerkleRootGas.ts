import type { Chain, Client, Transport } from "viem";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import {
  type ProveAccountsDriveMerkleRootCallParameters,
  type ProveAccountsDriveMerkleRootCheckErrorType,
  proveAccountsDriveMerkleRootCall,
} from "./proveAccountsDriveMerkleRoot.js";

export type EstimateProveAccountsDriveMerkleRootGasParameters = EstimateActionParameters &
  ProveAccountsDriveMerkleRootCallParameters;

export type EstimateProveAccountsDriveMerkleRootGasReturnType = bigint;

export type EstimateProveAccountsDriveMerkleRootGasErrorType =
  | ProveAccountsDriveMerkleRootCheckErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for proving the accounts drive root of a foreclosed application.
 *
 * The estimate fails as the proof would, with the same typed errors: `InvalidParameterError` for
 * a malformed proof file, `WithdrawalNotConfiguredError`, `ApplicationNotForeclosedError`,
 * `AccountsDriveMerkleRootAlreadyProvedError` and `InvalidWithdrawalProofError`.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateProveAccountsDriveMerkleRootGasParameters}
 * @returns The estimated gas. {@link EstimateProveAccountsDriveMerkleRootGasReturnType}
 *
 * @example
 * import { readFileSync } from "node:fs";
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { estimateProveAccountsDriveMerkleRootGas } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const proof = JSON.parse(readFileSync("drive-root-proof.json", "utf8"));
 * const gas = await estimateProveAccountsDriveMerkleRootGas(client, { application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e", proof });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateProveAccountsDriveMerkleRootGas
 */
export async function estimateProveAccountsDriveMerkleRootGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateProveAccountsDriveMerkleRootGasParameters,
): Promise<EstimateProveAccountsDriveMerkleRootGasReturnType> {
  const account = parameters.account ?? client.account;
  return estimateContractCallGas(
    client,
    await proveAccountsDriveMerkleRootCall(
      client,
      { ...parameters, account },
      "/viem/estimateProveAccountsDriveMerkleRootGas",
    ),
    parameters,
  );
}
