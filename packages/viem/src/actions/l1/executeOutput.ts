import type {
  Account,
  Address,
  Chain,
  Client,
  GetCodeErrorType,
  Hash,
  ReadContractErrorType,
  Transport,
} from "viem";
import { applicationAbi } from "../../abi/generated.js";
import { applicationErrorsAbi } from "../../abi/v3.js";
import type { OutputClaimNotAcceptedErrorType } from "../../errors/deployment.js";
import type {
  ApplicationNotDeployedErrorType,
  OutputNotProvenErrorType,
} from "../../errors/output.js";
import { executeOutputReverts } from "../../errors/revert.js";
import type { Output } from "../../types/output.js";
import { assertApplicationDeployed } from "./applicationDeployed.js";
import {
  type ContractCall,
  type SendContractCallErrorType,
  sendContractCall,
  type WalletActionParameters,
} from "./contractCall.js";
import { outputClaimNotAccepted } from "./outputClaim.js";
import { outputValidityProof } from "./outputValidityProof.js";
import { outputVerdict } from "./validateOutput.js";

/** What an execution is made of, shared by {@link executeOutput} and `estimateExecuteOutputGas`. */
export type ExecuteOutputCallParameters = {
  /** Address of the application contract that emitted the output. */
  application: Address;
  /** The output, as `getOutput` or `listOutputs` return it, with its proof. */
  output: Output;
};

export type ExecuteOutputParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & ExecuteOutputCallParameters;

export type ExecuteOutputReturnType = Hash;

export type ExecuteOutputErrorType =
  | OutputNotProvenErrorType
  | OutputClaimNotAcceptedErrorType
  | ReadContractErrorType
  | ApplicationNotDeployedErrorType
  | GetCodeErrorType
  | SendContractCallErrorType;

/** `executeOutput` with the errors of every generation's application. */
const executeOutputAbi = [...applicationAbi, ...applicationErrorsAbi] as const;

/**
 * The `Application.executeOutput` call for `output` and its proof, once the application is found
 * deployed and the output valid; an output whose claim is not accepted yet (staged, on v3) throws
 * `OutputClaimNotAcceptedError` before anything is sent.
 */
export async function executeOutputCall<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  { application, output }: ExecuteOutputCallParameters,
  docsPath: string,
): Promise<ContractCall<typeof executeOutputAbi, "executeOutput">> {
  const proof = outputValidityProof(output, docsPath);
  const [, verdict] = await Promise.all([
    assertApplicationDeployed(client, application, docsPath),
    outputVerdict(client, application, output, proof),
  ]);
  if (verdict === "InvalidOutputsMerkleRoot")
    throw await outputClaimNotAccepted(client, application, output, proof, docsPath);
  return {
    address: application,
    abi: executeOutputAbi,
    functionName: "executeOutput",
    args: [output.rawData, proof],
    reverts: executeOutputReverts,
  };
}

/**
 * Executes a voucher or a delegate-call voucher of an application on the base layer.
 *
 * The output must carry its proof (`outputHashesSiblings`), which the node adds once the claim of
 * the output's epoch is computed; without it the action throws `OutputNotProvenError` before any
 * request. When `application` holds no contract it throws `ApplicationNotDeployedError` before
 * sending: a transaction there would succeed and execute nothing. When the claim of the output's
 * epoch is not accepted yet, it throws `OutputClaimNotAcceptedError` before sending, with the block
 * from which a staged v3 claim can be accepted. The contract refuses notices
 * (`OutputNotExecutable`), a second execution (`OutputNotReexecutable`), an Ether voucher worth
 * more than the application holds (`InsufficientFunds`) and a proof against a root it has not
 * accepted (`InvalidOutputsMerkleRoot`); a voucher's failing call reverts with the target's own
 * error.
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link ExecuteOutputParameters}
 * @returns The hash of the transaction. {@link ExecuteOutputReturnType}
 *
 * @example
 * import { createWalletClient, custom, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { createCartesiPublicClient, executeOutput } from "@cartesi/viem";
 *
 * const application = "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e";
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const output = await node.getOutput({ application, outputIndex: 0n });
 *
 * const client = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) });
 * const [account] = await client.getAddresses();
 * const hash = await executeOutput(client, { account, application, output });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/executeOutput
 */
export async function executeOutput<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: ExecuteOutputParameters<chain, account, chainOverride>,
): Promise<ExecuteOutputReturnType> {
  return sendContractCall(
    client,
    await executeOutputCall(client, parameters, "/viem/executeOutput"),
    parameters,
  );
}
