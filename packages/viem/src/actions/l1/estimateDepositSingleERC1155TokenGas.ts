import type { Chain, Client, Transport } from "viem";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import { portalTarget, resolveTarget, type TargetCheckErrorType } from "./deployment.js";
import {
  type DepositSingleERC1155TokenCallParameters,
  depositSingleERC1155TokenCall,
} from "./depositSingleERC1155Token.js";

export type EstimateDepositSingleERC1155TokenGasParameters = EstimateActionParameters &
  DepositSingleERC1155TokenCallParameters;

export type EstimateDepositSingleERC1155TokenGasReturnType = bigint;

export type EstimateDepositSingleERC1155TokenGasErrorType =
  | TargetCheckErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for depositing one kind of ERC-1155 token into an application.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateDepositSingleERC1155TokenGasParameters}
 * @returns The estimated gas. {@link EstimateDepositSingleERC1155TokenGasReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { estimateDepositSingleERC1155TokenGas } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const gas = await estimateDepositSingleERC1155TokenGas(client, {
 *   account: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   tokenId: 1n,
 *   value: 10n,
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateDepositSingleERC1155TokenGas
 */
export async function estimateDepositSingleERC1155TokenGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateDepositSingleERC1155TokenGasParameters,
): Promise<EstimateDepositSingleERC1155TokenGasReturnType> {
  const target = await resolveTarget(
    client,
    portalTarget(parameters, "erc1155SinglePortal", "/viem/estimateDepositSingleERC1155TokenGas"),
  );
  return estimateContractCallGas(
    client,
    depositSingleERC1155TokenCall(parameters, target),
    parameters,
  );
}
