import type { Chain, Client, Transport } from "viem";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import {
  type EstimateActionParameters,
  type EstimateContractCallGasErrorType,
  estimateContractCallGas,
} from "./contractCall.js";
import { portalTarget, resolveTarget, type TargetCheckErrorType } from "./deployment.js";
import {
  assertOneValuePerTokenId,
  type DepositBatchERC1155TokenCallParameters,
  depositBatchERC1155TokenCall,
} from "./depositBatchERC1155Token.js";

export type EstimateDepositBatchERC1155TokenGasParameters = EstimateActionParameters &
  DepositBatchERC1155TokenCallParameters;

export type EstimateDepositBatchERC1155TokenGasReturnType = bigint;

export type EstimateDepositBatchERC1155TokenGasErrorType =
  | TargetCheckErrorType
  | InvalidParameterErrorType
  | EstimateContractCallGasErrorType;

/**
 * Estimates a gas limit that suffices for depositing several kinds of ERC-1155 tokens into an application.
 *
 * `tokenIds` and `values` must have the same length; otherwise the estimate throws
 * `InvalidParameterError` before any request.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link EstimateDepositBatchERC1155TokenGasParameters}
 * @returns The estimated gas. {@link EstimateDepositBatchERC1155TokenGasReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { estimateDepositBatchERC1155TokenGas } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const gas = await estimateDepositBatchERC1155TokenGas(client, {
 *   account: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   tokenIds: [1n, 2n],
 *   values: [10n, 5n],
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/estimateDepositBatchERC1155TokenGas
 */
export async function estimateDepositBatchERC1155TokenGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: EstimateDepositBatchERC1155TokenGasParameters,
): Promise<EstimateDepositBatchERC1155TokenGasReturnType> {
  const docsPath = "/viem/estimateDepositBatchERC1155TokenGas";
  assertOneValuePerTokenId(parameters, docsPath);
  return estimateContractCallGas(
    client,
    depositBatchERC1155TokenCall(
      parameters,
      await resolveTarget(client, portalTarget(parameters, "erc1155BatchPortal", docsPath)),
    ),
    parameters,
  );
}
