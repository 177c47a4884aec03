import type { Chain, Client, Transport } from "viem";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import { portalTarget, resolveTarget, type TargetCheckErrorType } from "./deployment.js";
import { type DepositEtherCallParameters, depositEtherCall } from "./depositEther.js";

export type EstimateDepositEtherGasParameters = EstimateActionParameters &
  DepositEtherCallParameters;

export type EstimateDepositEtherGasReturnType = bigint;

export type EstimateDepositEtherGasErrorType =
  | TargetCheckErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for depositing Ether into an application.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateDepositEtherGasParameters}
 * @returns The estimated gas. {@link EstimateDepositEtherGasReturnType}
 *
 * @example
 * import { createPublicClient, http, parseEther } from "viem";
 * import { sepolia } from "viem/chains";
 * import { estimateDepositEtherGas } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const gas = await estimateDepositEtherGas(client, {
 *   account: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   value: parseEther("1"),
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateDepositEtherGas
 */
export async function estimateDepositEtherGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateDepositEtherGasParameters,
): Promise<EstimateDepositEtherGasReturnType> {
  const target = await resolveTarget(
    client,
    portalTarget(parameters, "etherPortal", "/viem/estimateDepositEtherGas"),
  );
  return estimateContractCallGas(client, depositEtherCall(parameters, target), parameters);
}
