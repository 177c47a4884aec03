import type { Chain, Client, GetCodeErrorType, ReadContractErrorType, Transport } from "viem";
import type { OutputClaimNotAcceptedErrorType } from "../../errors/deployment.js";
import type {
  ApplicationNotDeployedErrorType,
  OutputNotProvenErrorType,
} from "../../errors/output.js";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import { type ExecuteOutputCallParameters, executeOutputCall } from "./executeOutput.js";

export type EstimateExecuteOutputGasParameters = EstimateActionParameters &
  ExecuteOutputCallParameters;

export type EstimateExecuteOutputGasReturnType = bigint;

export type EstimateExecuteOutputGasErrorType =
  | OutputNotProvenErrorType
  | OutputClaimNotAcceptedErrorType
  | ReadContractErrorType
  | ApplicationNotDeployedErrorType
  | GetCodeErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for executing an output of an application.
 *
 * The estimate fails as the execution would: with `OutputNotProvenError` before any request for an
 * output without its proof, with `ApplicationNotDeployedError` when `application` holds no
 * contract, and with the contract's error (such as `OutputNotReexecutable`) otherwise.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateExecuteOutputGasParameters}
 * @returns The estimated gas. {@link EstimateExecuteOutputGasReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { createCartesiPublicClient, estimateExecuteOutputGas } from "@cartesi/viem";
 *
 * const application = "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e";
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const output = await node.getOutput({ application, outputIndex: 0n });
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const gas = await estimateExecuteOutputGas(client, { application, output });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateExecuteOutputGas
 */
export async function estimateExecuteOutputGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateExecuteOutputGasParameters,
): Promise<EstimateExecuteOutputGasReturnType> {
  return estimateContractCallGas(
    client,
    await executeOutputCall(client, parameters, "/viem/estimateExecuteOutputGas"),
    parameters,
  );
}
