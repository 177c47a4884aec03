import type { Account, Address, Chain, Client, Hash, ReadContractErrorType, Transport } from "viem";
import { readContract } from "viem/actions";
import { getAction } from "viem/utils";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import {
  AccountFundsAlreadyWithdrawnError,
  type AccountFundsAlreadyWithdrawnErrorType,
  type AccountIndexOutOfRangeErrorType,
  AccountsDriveMerkleRootNotProvedError,
  type AccountsDriveMerkleRootNotProvedErrorType,
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
import { type AccountProofFile, parseAccountProof } from "./withdrawalProofs.js";
import {
  assertAccountInDrive,
  type ReadWithdrawalStateErrorType,
  readAccountWithdrawn,
  readWithdrawalState,
} from "./withdrawalState.js";

/** What a withdrawal is made of, shared by {@link withdraw} and `estimateWithdrawGas`. */
export type WithdrawCallParameters = {
  /** Address of the foreclosed v3 application contract. */
  application: Address;
  /** The parsed `account-proof.json` that the node's tooling wrote for the account. */
  proof: AccountProofFile;
};

export type WithdrawParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & WithdrawCallParameters;

export type WithdrawReturnType = Hash;

/** What the checks before a withdrawal raise. */
export type WithdrawCheckErrorType =
  | InvalidParameterErrorType
  | ApplicationNotForeclosedErrorType
  | AccountsDriveMerkleRootNotProvedErrorType
  | AccountFundsAlreadyWithdrawnErrorType
  | InvalidWithdrawalProofErrorType
  | ReadWithdrawalStateErrorType
  | AccountIndexOutOfRangeErrorType
  | ReadContractErrorType;

export type WithdrawErrorType = WithdrawCheckErrorType | SendContractCallErrorType;

/**
 * The `Application.withdraw` call for `proof`, once the application is found foreclosed with its
 * accounts drive root proved, the account not withdrawn, and the proof valid (`validateAccount`).
 */
export async function withdrawCall<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  { application, proof }: WithdrawCallParameters,
  docsPath: string,
): Promise<ContractCall<typeof applicationWithdrawalCallAbi, "withdraw">> {
  const { account, accountIndex, accountRootSiblings } = parseAccountProof(proof, docsPath);
  const state = await readWithdrawalState(client, application, docsPath);
  if (!state.foreclosed) throw new ApplicationNotForeclosedError({ application, docsPath });
  assertAccountInDrive(application, accountIndex, state.withdrawalConfig, docsPath);
  if (!state.accountsDriveMerkleRootProved)
    throw new AccountsDriveMerkleRootNotProvedError({ application, docsPath });
  if (await readAccountWithdrawn(client, application, accountIndex))
    throw new AccountFundsAlreadyWithdrawnError({ application, accountIndex, docsPath });
  const args = [account, { accountIndex, accountRootSiblings }] as const;
  try {
    await getAction(
      client,
      readContract,
      "readContract",
    )({
      address: application,
      abi: applicationWithdrawalCallAbi,
      functionName: "validateAccount",
      args,
    });
  } catch (error) {
    const contractError = revertErrorName(error);
    if (
      contractError !== undefined &&
      (invalidProofErrors.account as readonly string[]).includes(contractError)
    )
      throw new InvalidWithdrawalProofError({
        application,
        proof: "account-proof.json",
        contractError,
        cause: error as Error,
        docsPath,
      });
    throw error;
  }
  return {
    address: application,
    abi: applicationWithdrawalCallAbi,
    functionName: "withdraw",
    args,
  };
}

/**
 * Withdraws an account's funds from a foreclosed application, with the `account-proof.json` the
 * node's tooling writes for it.
 *
 * The application pays the account as its withdrawal output builder says. Anyone can send it, once
 * per account. Before sending, the action checks the proof file (a
 * missing or malformed field raises `InvalidParameterError` naming it) and reads the application:
 * one without a withdrawal configuration raises `WithdrawalNotConfiguredError`, one not foreclosed
 * `ApplicationNotForeclosedError`, one whose accounts drive root is not proved yet
 * `AccountsDriveMerkleRootNotProvedError`, an account already withdrawn
 * `AccountFundsAlreadyWithdrawnError`, and a proof that does not lead to the proved root
 * `InvalidWithdrawalProofError`.
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link WithdrawParameters}
 * @returns The hash of the transaction. {@link WithdrawReturnType}
 *
 * @example
 * import { readFileSync } from "node:fs";
 * import { createWalletClient, http } from "viem";
 * import { privateKeyToAccount } from "viem/accounts";
 * import { sepolia } from "viem/chains";
 * import { withdraw } from "@cartesi/viem";
 *
 * const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`);
 * const client = createWalletClient({ account, chain: sepolia, transport: http() });
 * const proof = JSON.parse(readFileSync("account-proof.json", "utf8"));
 * const hash = await withdraw(client, { application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 * proof });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/withdraw
 */
export async function withdraw<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: WithdrawParameters<chain, account, chainOverride>,
): Promise<WithdrawReturnType> {
  return sendContractCall(
    client,
    await withdrawCall(client, parameters, "/viem/withdraw"),
    parameters,
  );
}
