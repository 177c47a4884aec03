import type { Chain, Client, Transport } from "viem";
import type { NotGuardianErrorType } from "../../errors/withdrawal.js";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import { type ForecloseCallParameters, forecloseCall } from "./foreclose.js";
import type { ReadWithdrawalStateErrorType } from "./withdrawalState.js";

export type EstimateForecloseGasParameters = EstimateActionParameters & ForecloseCallParameters;

export type EstimateForecloseGasReturnType = bigint;

export type EstimateForecloseGasErrorType =
  | NotGuardianErrorType
  | ReadWithdrawalStateErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for foreclosing a v3 application.
 *
 * The estimate fails as the foreclosure would: with `WithdrawalNotConfiguredError` for an
 * application without a withdrawal configuration, and with `NotGuardianError` when `account` is
 * not the guardian.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateForecloseGasParameters}
 * @returns The estimated gas. {@link EstimateForecloseGasReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { estimateForecloseGas } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const gas = await estimateForecloseGas(client, {
 *   account: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateForecloseGas
 */
export async function estimateForecloseGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateForecloseGasParameters,
): Promise<EstimateForecloseGasReturnType> {
  const account = parameters.account ?? client.account;
  return estimateContractCallGas(
    client,
    await forecloseCall(client, { ...parameters, account }, "/viem/estimateForecloseGas"),
    parameters,
  );
}
