import type { Chain, Client, Transport } from "viem";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import { portalTarget, resolveTarget, type TargetCheckErrorType } from "./deployment.js";
import {
  type DepositERC20TokensCallParameters,
  depositERC20TokensCall,
} from "./depositERC20Tokens.js";

export type EstimateDepositERC20TokensGasParameters = EstimateActionParameters &
  DepositERC20TokensCallParameters;

export type EstimateDepositERC20TokensGasReturnType = bigint;

export type EstimateDepositERC20TokensGasErrorType =
  | TargetCheckErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for depositing ERC-20 tokens into an application.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateDepositERC20TokensGasParameters}
 * @returns The estimated gas. {@link EstimateDepositERC20TokensGasReturnType}
 *
 * @example
 * import { createPublicClient, http, parseUnits } from "viem";
 * import { sepolia } from "viem/chains";
 * import { estimateDepositERC20TokensGas } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const gas = await estimateDepositERC20TokensGas(client, {
 *   account: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   amount: parseUnits("100", 18),
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateDepositERC20TokensGas
 */
export async function estimateDepositERC20TokensGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateDepositERC20TokensGasParameters,
): Promise<EstimateDepositERC20TokensGasReturnType> {
  const target = await resolveTarget(
    client,
    portalTarget(parameters, "erc20Portal", "/viem/estimateDepositERC20TokensGas"),
  );
  return estimateContractCallGas(client, depositERC20TokensCall(parameters, target), parameters);
}
