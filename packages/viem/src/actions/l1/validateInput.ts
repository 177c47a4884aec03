import type {
  Address,
  CallErrorType,
  Chain,
  Client,
  GetCodeErrorType,
  Hex,
  ReadContractErrorType,
  Transport,
} from "viem";
import { readContract } from "viem/actions";
import { getAction } from "viem/utils";
import { applicationRefundAbi } from "../../abi/refund.js";
import type { ApplicationNotDeployedErrorType } from "../../errors/output.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import { invalidInputErrors, type RefundsNotSupportedErrorType } from "../../errors/refund.js";
import { revertErrorName } from "../../utils/findError.js";
import { assertRefunds, refundParams } from "./getRefundStatus.js";

export type ValidateInputParameters = {
  /** Address of the application contract (rollups-contracts 3.0.0-alpha.7 on). */
  application: Address;
  /** Index of the input among all inputs of the application. */
  inputIndex: bigint;
  /** The whole input as the InputBox added it: the node's `raw_data` (`rawData` of `getInput`), or the `input` of its `InputAdded` event. */
  input: Hex;
};

export type ValidateInputReturnType = boolean;

export type ValidateInputErrorType =
  | InvalidParameterErrorType
  | ApplicationNotDeployedErrorType
  | RefundsNotSupportedErrorType
  | CallErrorType
  | GetCodeErrorType
  | ReadContractErrorType;

/**
 * Checks on the base layer that an input is the one an application's InputBox holds at its index.
 *
 * Returns `true` when `Application.validateInput` accepts it, and `false` when the contract refuses
 * it: `InvalidInputIndex` (the application has fewer inputs), `InvalidInputHash` (other bytes than
 * the InputBox holds there) or `IllFormedInput` (not an `EvmAdvance` input of this application,
 * chain and index). An application of a release without refunds (before 3.0.0-alpha.7), which
 * has no `validateInput`, raises `RefundsNotSupportedError`.
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link ValidateInputParameters}
 * @returns Whether the input is the one at `inputIndex`. {@link ValidateInputReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { createCartesiPublicClient, validateInput } from "@cartesi/viem";
 *
 * const application = "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e";
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { rawData } = await node.getInput({ application, inputIndex: 3n });
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const valid = await validateInput(client, { application, inputIndex: 3n, input: rawData });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/validateInput
 */
export async function validateInput<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  { application, inputIndex, input }: ValidateInputParameters,
): Promise<ValidateInputReturnType> {
  const docsPath = "/viem/validateInput";
  refundParams({ inputIndex, input }, docsPath, false);
  await assertRefunds(client, application, docsPath);
  return getAction(
    client,
    readContract,
    "readContract",
  )({
    address: application,
    abi: applicationRefundAbi,
    functionName: "validateInput",
    args: [inputIndex, input],
  }).then(
    () => true,
    (error: unknown) => {
      const contractError = revertErrorName(error);
      if (contractError !== undefined && invalidInputErrors.includes(contractError)) return false;
      throw error;
    },
  );
}
