import type {
  Address,
  CallErrorType,
  Chain,
  Client,
  GetCodeErrorType,
  ReadContractErrorType,
  Transport,
} from "viem";
import { readContract } from "viem/actions";
import { getAction } from "viem/utils";
import { applicationRefundAbi } from "../../abi/refund.js";
import type { ApplicationNotDeployedErrorType } from "../../errors/output.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { RefundsNotSupportedErrorType } from "../../errors/refund.js";
import { uintParam } from "../../utils/params.js";
import { assertRefunds } from "./getRefundStatus.js";

export type WasRefundForInputIssuedParameters = {
  /** Address of the application contract (rollups-contracts 3.0.0-alpha.7 on). */
  application: Address;
  /** Index of the input among all inputs of the application. */
  inputIndex: bigint;
};

export type WasRefundForInputIssuedReturnType = boolean;

export type WasRefundForInputIssuedErrorType =
  | InvalidParameterErrorType
  | ApplicationNotDeployedErrorType
  | RefundsNotSupportedErrorType
  | CallErrorType
  | GetCodeErrorType
  | ReadContractErrorType;

/**
 * Returns whether the deposit of an input was refunded.
 *
 * Reads `Application.wasRefundForInputIssued(inputIndex)`, after checking that the application's
 * release has refunds (its `version()`, 3.0.0-alpha.7 on); an earlier one raises
 * `RefundsNotSupportedError`.
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link WasRefundForInputIssuedParameters}
 * @returns Whether the refund was issued. {@link WasRefundForInputIssuedReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { wasRefundForInputIssued } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const refunded = await wasRefundForInputIssued(client, {
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   inputIndex: 3n,
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/wasRefundForInputIssued
 */
export async function wasRefundForInputIssued<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  { application, inputIndex }: WasRefundForInputIssuedParameters,
): Promise<WasRefundForInputIssuedReturnType> {
  const docsPath = "/viem/wasRefundForInputIssued";
  uintParam(inputIndex, "inputIndex", docsPath);
  await assertRefunds(client, application, docsPath);
  return getAction(
    client,
    readContract,
    "readContract",
  )({
    address: application,
    abi: applicationRefundAbi,
    functionName: "wasRefundForInputIssued",
    args: [inputIndex],
  });
}
