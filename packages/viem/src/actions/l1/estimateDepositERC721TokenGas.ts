import type { Chain, Client, Transport } from "viem";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import { portalTarget, resolveTarget, type TargetCheckErrorType } from "./deployment.js";
import {
  type DepositERC721TokenCallParameters,
  depositERC721TokenCall,
} from "./depositERC721Token.js";

export type EstimateDepositERC721TokenGasParameters = EstimateActionParameters &
  DepositERC721TokenCallParameters;

export type EstimateDepositERC721TokenGasReturnType = bigint;

export type EstimateDepositERC721TokenGasErrorType =
  | TargetCheckErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for depositing an ERC-721 token into an application.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateDepositERC721TokenGasParameters}
 * @returns The estimated gas. {@link EstimateDepositERC721TokenGasReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { estimateDepositERC721TokenGas } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const gas = await estimateDepositERC721TokenGas(client, {
 *   account: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   tokenId: 1n,
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateDepositERC721TokenGas
 */
export async function estimateDepositERC721TokenGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateDepositERC721TokenGasParameters,
): Promise<EstimateDepositERC721TokenGasReturnType> {
  const target = await resolveTarget(
    client,
    portalTarget(parameters, "erc721Portal", "/viem/estimateDepositERC721TokenGas"),
  );
  return estimateContractCallGas(client, depositERC721TokenCall(parameters, target), parameters);
}
