import type { Chain, Client, Transport } from "viem";
import { type AddInputCallParameters, addInputCall } from "./addInput.js";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import type { InputBoxCheckErrorType } from "./deployment.js";

export type EstimateAddInputGasParameters = EstimateActionParameters & AddInputCallParameters;

export type EstimateAddInputGasReturnType = bigint;

export type EstimateAddInputGasErrorType =
  | InputBoxCheckErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for adding an input to an application.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateAddInputGasParameters}
 * @returns The estimated gas. {@link EstimateAddInputGasReturnType}
 *
 * @example
 * import { createPublicClient, http, stringToHex } from "viem";
 * import { sepolia } from "viem/chains";
 * import { estimateAddInputGas } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const gas = await estimateAddInputGas(client, {
 *   account: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   payload: stringToHex("hello"),
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateAddInputGas
 */
export async function estimateAddInputGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateAddInputGasParameters,
): Promise<EstimateAddInputGasReturnType> {
  return estimateContractCallGas(
    client,
    await addInputCall(client, parameters, "/viem/estimateAddInputGas"),
    parameters,
  );
}
