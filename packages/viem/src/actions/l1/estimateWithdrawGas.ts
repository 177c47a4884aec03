import type { Chain, Client, Transport } from "viem";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import {
  type WithdrawCallParameters,
  type WithdrawCheckErrorType,
  withdrawCall,
} from "./withdraw.js";

export type EstimateWithdrawGasParameters = EstimateActionParameters & WithdrawCallParameters;

export type EstimateWithdrawGasReturnType = bigint;

export type EstimateWithdrawGasErrorType =
  | WithdrawCheckErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for withdrawing an account's funds from a foreclosed application.
 *
 * The estimate fails as the withdrawal would, with the same typed errors: `InvalidParameterError`
 * for a malformed proof file, `WithdrawalNotConfiguredError`, `ApplicationNotForeclosedError`,
 * `AccountsDriveMerkleRootNotProvedError`, `AccountFundsAlreadyWithdrawnError` and
 * `InvalidWithdrawalProofError`.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateWithdrawGasParameters}
 * @returns The estimated gas. {@link EstimateWithdrawGasReturnType}
 *
 * @example
 * import { readFileSync } from "node:fs";
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { estimateWithdrawGas } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const proof = JSON.parse(readFileSync("account-proof.json", "utf8"));
 * const gas = await estimateWithdrawGas(client, { application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e", proof });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateWithdrawGas
 */
export async function estimateWithdrawGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateWithdrawGasParameters,
): Promise<EstimateWithdrawGasReturnType> {
  return estimateContractCallGas(
    client,
    await withdrawCall(client, parameters, "/viem/estimateWithdrawGas"),
    parameters,
  );
}
