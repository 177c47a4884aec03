import type { Account, Address, CallErrorType, Chain, Client, Hash, Transport } from "viem";
import { parseAccount } from "viem/accounts";
import { simulateContract } from "viem/actions";
import { getAction } from "viem/utils";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import {
  AccountsDriveMerkleRootAlreadyProvedError,
  type AccountsDriveMerkleRootAlreadyProvedErrorType,
  ApplicationNotForeclosedError,
  type ApplicationNotForeclosedErrorType,
  InvalidWithdrawalProofError,
  type InvalidWithdrawalProofErrorType,
  invalidProofErrors,
} from "../../errors/withdrawal.js";
import { revertErrorName } from "../../utils/findError.js";
import {
  type ContractCall,
  type SendContractCallErrorType,
  sendContractCall,
  type WalletActionParameters,
} from "./contractCall.js";
import { applicationWithdrawalCallAbi } from "./withdrawalCallAbi.js";
import { type DriveRootProofFile, parseDriveRootProof } from "./withdrawalProofs.js";
import { type ReadWithdrawalStateErrorType, readWithdrawalState } from "./withdrawalState.js";

/** What a proof of the accounts drive root is made of, shared by the action and its estimate. */
export type ProveAccountsDriveMerkleRootCallParameters = {
  /** Address of the foreclosed v3 application contract. */
  application: Address;
  /** The parsed `drive-root-proof.json` that the node's tooling wrote for the application. */
  proof: DriveRootProofFile;
};

export type ProveAccountsDriveMerkleRootParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> &
  ProveAccountsDriveMerkleRootCallParameters;

export type ProveAccountsDriveMerkleRootReturnType = Hash;

/** What the checks before a proof raise. */
export type ProveAccountsDriveMerkleRootCheckErrorType =
  | InvalidParameterErrorType
  | ApplicationNotForeclosedErrorType
  | AccountsDriveMerkleRootAlreadyProvedErrorType
  | InvalidWithdrawalProofErrorType
  | ReadWithdrawalStateErrorType
  | CallErrorType;

export type ProveAccountsDriveMerkleRootErrorType =
  | ProveAccountsDriveMerkleRootCheckErrorType
  | SendContractCallErrorType;

/**
 * The `Application.proveAccountsDriveMerkleRoot` call for `proof`, once the application is found
 * foreclosed with its root not proved yet, and the proof found to check out (simulated from
 * `account`).
 */
export async function proveAccountsDriveMerkleRootCall<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  {
    application,
    proof,
    account,
  }: ProveAccountsDriveMerkleRootCallParameters & { account?: Account | Address | undefined },
  docsPath: string,
): Promise<ContractCall<typeof applicationWithdrawalCallAbi, "proveAccountsDriveMerkleRoot">> {
  const parsed = parseDriveRootProof(proof, docsPath);
  const state = await readWithdrawalState(client, application, docsPath);
  if (!state.foreclosed) throw new ApplicationNotForeclosedError({ application, docsPath });
  if (state.accountsDriveMerkleRootProved)
    throw new AccountsDriveMerkleRootAlreadyProvedError({
      application,
      accountsDriveMerkleRoot: state.accountsDriveMerkleRoot,
      docsPath,
    });
  const call = {
    address: application,
    abi: applicationWithdrawalCallAbi,
    functionName: "proveAccountsDriveMerkleRoot",
    args: [parsed.accountsDriveMerkleRoot, parsed.proof],
  } as const;
  try {
    await getAction(
      client,
      simulateContract,
      "simulateContract",
    )({ ...call, account: account === undefined ? undefined : parseAccount(account) });
  } catch (error) {
    const contractError = revertErrorName(error);
    if (
      contractError !== undefined &&
      (invalidProofErrors.driveRoot as readonly string[]).includes(contractError)
    )
      throw new InvalidWithdrawalProofError({
        application,
        proof: "drive-root-proof.json",
        contractError,
        cause: error as Error,
        docsPath,
      });
    throw error;
  }
  return call;
}

/**
 * Proves the root of a foreclosed application's accounts drive on the base layer, from the
 * `drive-root-proof.json` the node's tooling writes; each account can then be withdrawn.
 *
 * Anyone can send it, once per application. Before sending, the action checks the proof file (a
 * missing or malformed field raises `InvalidParameterError` naming it) and reads the application:
 * one without a withdrawal configuration raises `WithdrawalNotConfiguredError`, one not foreclosed
 * `ApplicationNotForeclosedError`, one whose root is proved `AccountsDriveMerkleRootAlreadyProvedError`;
 * then it simulates the call, and a proof the application refuses (not of the machine state of its
 * last accepted claim, or of the wrong length) raises `InvalidWithdrawalProofError`.
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link ProveAccountsDriveMerkleRootParameters}
 * @returns The hash of the transaction. {@link ProveAccountsDriveMerkleRootReturnType}
 *
 * @example
 * import { readFileSync } from "node:fs";
 * import { createWalletClient, http } from "viem";
 * import { privateKeyToAccount } from "viem/accounts";
 * import { sepolia } from "viem/chains";
 * import { proveAccountsDriveMerkleRoot } from "@cartesi/viem";
 *
 * const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`);
 * const client = createWalletClient({ account, chain: sepolia, transport: http() });
 * const proof = JSON.parse(readFileSync("drive-root-proof.json", "utf8"));
 * const hash = await proveAccountsDriveMerkleRoot(client, { application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e", proof });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/proveAccountsDriveMerkleRoot
 */
export async function proveAccountsDriveMerkleRoot<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: ProveAccountsDriveMerkleRootParameters<chain, account, chainOverride>,
): Promise<ProveAccountsDriveMerkleRootReturnType> {
  const account = parameters.account ?? client.account;
  return sendContractCall(
    client,
    await proveAccountsDriveMerkleRootCall(
      client,
      { ...parameters, account },
      "/viem/proveAccountsDriveMerkleRoot",
    ),
    parameters,
  );
}
