import type {
  Address,
  Chain,
  Client,
  GetCodeErrorType,
  ReadContractErrorType,
  Transport,
} from "viem";
import { readContract } from "viem/actions";
import { getAction } from "viem/utils";
import { applicationAbi } from "../../abi/generated.js";
import type {
  ApplicationNotDeployedErrorType,
  OutputNotProvenErrorType,
} from "../../errors/output.js";
import type { Output } from "../../types/output.js";
import { revertErrorName } from "../../utils/findError.js";
import { assertApplicationDeployed } from "./applicationDeployed.js";
import { type OutputValidityProof, outputValidityProof } from "./outputValidityProof.js";

export type ValidateOutputParameters = {
  /** Address of the application contract that emitted the output. */
  application: Address;
  /** The output, as `getOutput` or `listOutputs` return it, with its proof. */
  output: Output;
};

export type ValidateOutputReturnType = boolean;

export type ValidateOutputErrorType =
  | OutputNotProvenErrorType
  | ApplicationNotDeployedErrorType
  | ReadContractErrorType
  | GetCodeErrorType;

/** The contract's answers that mean "this output and proof do not check out", not a failure. */
const invalidProofErrors: ReadonlySet<string> = new Set([
  "InvalidOutputsMerkleRoot",
  "InvalidOutputHashesSiblingsArrayLength",
]);

/**
 * Checks on the base layer that an output and its proof are valid for an application.
 *
 * Returns `true` when `Application.validateOutput` accepts them. Returns `false` when the contract
 * rejects the proof: `InvalidOutputsMerkleRoot` (the root the output and siblings hash to is not
 * accepted by the application's consensus: the output or proof was altered, or belongs to another
 * application or to a claim not yet accepted; on v3 a staged claim is not accepted until its
 * staging period has passed) or `InvalidOutputHashesSiblingsArrayLength` (not 63
 * siblings). Throws for anything else: `OutputNotProvenError` before any request when the output
 * has no proof yet, `ApplicationNotDeployedError` when `application` holds no contract, any other
 * revert, and transport errors.
 *
 * @param client - Client connected to the base layer.
 * @param parameters - {@link ValidateOutputParameters}
 * @returns Whether the output is valid. {@link ValidateOutputReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { createCartesiPublicClient, validateOutput } from "@cartesi/viem";
 *
 * const application = "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e";
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const output = await node.getOutput({ application, outputIndex: 0n });
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const valid = await validateOutput(client, { application, output });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/validateOutput
 */
export async function validateOutput<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  { application, output }: ValidateOutputParameters,
): Promise<ValidateOutputReturnType> {
  const docsPath = "/viem/validateOutput";
  const proof = outputValidityProof(output, docsPath);
  const [, verdict] = await Promise.all([
    assertApplicationDeployed(client, application, docsPath),
    outputVerdict(client, application, output, proof),
  ]);
  return verdict === true;
}

/**
 * What `Application.validateOutput` says of an output and its proof: `true`, or the name of the
 * error that means they do not check out. Throws any other error.
 */
export function outputVerdict<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  application: Address,
  output: Output,
  proof: OutputValidityProof,
): Promise<true | string> {
  return getAction(
    client,
    readContract,
    "readContract",
  )({
    address: application,
    abi: applicationAbi,
    functionName: "validateOutput",
    args: [output.rawData, proof],
  }).then(
    () => true as const,
    (error: unknown) => {
      const errorName = revertErrorName(error);
      if (errorName !== undefined && invalidProofErrors.has(errorName)) return errorName;
      throw error;
    },
  );
}
