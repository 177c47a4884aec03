import type { Chain, Client, Transport } from "viem";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import {
  type IssueRefundCallParameters,
  type IssueRefundCheckErrorType,
  issueRefundCall,
} from "./issueRefund.js";

export type EstimateIssueRefundGasParameters = EstimateActionParameters & IssueRefundCallParameters;

export type EstimateIssueRefundGasReturnType = bigint;

export type EstimateIssueRefundGasErrorType =
  | IssueRefundCheckErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for refunding the deposit of an input of a foreclosed application.
 *
 * The estimate fails as the refund would, with the same typed errors: `RefundsNotSupportedError`,
 * `InvalidInputError`, `ApplicationNotForeclosedError`, `RefundAlreadyIssuedError`,
 * `CannotRefundFinalizedInputError` and `NotADepositError`.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateIssueRefundGasParameters}
 * @returns The estimated gas. {@link EstimateIssueRefundGasReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { createCartesiPublicClient, estimateIssueRefundGas } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const gas = await estimateIssueRefundGas(client, {
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   inputIndex: 3n,
 *   node,
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateIssueRefundGas
 */
export async function estimateIssueRefundGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateIssueRefundGasParameters,
): Promise<EstimateIssueRefundGasReturnType> {
  return estimateContractCallGas(
    client,
    await issueRefundCall(client, parameters, "/viem/estimateIssueRefundGas"),
    parameters,
  );
}
