import {
  type Address,
  type Chain,
  type Client,
  type GetCodeErrorType,
  type Hash,
  type ReadContractErrorType,
  type Transport,
  zeroAddress,
} from "viem";
import { readContract } from "viem/actions";
import { getAction } from "viem/utils";
import { applicationWithdrawalAbi } from "../../abi/v3.js";
import type { ApplicationNotDeployedErrorType } from "../../errors/output.js";
import {
  AccountIndexOutOfRangeError,
  WithdrawalNotConfiguredError,
  type WithdrawalNotConfiguredErrorType,
} from "../../errors/withdrawal.js";
import type { WithdrawalConfig } from "../../types/application.js";
import { findError } from "../../utils/findError.js";
import { assertApplicationDeployed } from "./applicationDeployed.js";

/** Where a v3 application stands in its foreclosure, as its contract says. */
export type WithdrawalState = {
  foreclosed: boolean;
  withdrawalConfig: WithdrawalConfig;
  accountsDriveMerkleRootProved: boolean;
  /** The proved root; zero while not proved. */
  accountsDriveMerkleRoot: Hash;
};

export type ReadWithdrawalStateErrorType =
  | ApplicationNotDeployedErrorType
  | WithdrawalNotConfiguredErrorType
  | GetCodeErrorType
  | ReadContractErrorType;

/** Refuses an account index past the drive the withdrawal configuration lays out. */
export function assertAccountInDrive(
  application: Address,
  accountIndex: bigint,
  { log2MaxNumOfAccounts }: Pick<WithdrawalConfig, "log2MaxNumOfAccounts">,
  docsPath: string,
): void {
  const maxNumOfAccounts = 1n << BigInt(log2MaxNumOfAccounts);
  if (accountIndex >= maxNumOfAccounts)
    throw new AccountIndexOutOfRangeError({
      application,
      accountIndex,
      maxNumOfAccounts,
      docsPath,
    });
}

/** Whether a contract call reverted (any reason), as a v2 application does on `isForeclosed()`. */
const reverted = (error: unknown): boolean =>
  findError(error, "ContractFunctionRevertedError") !== undefined;

/**
 * Reads `isForeclosed`, `getWithdrawalConfig` and `getAccountsDriveMerkleRoot` of `application`,
 * after checking it is deployed; a v2 application, or one with no guardian, raises
 * `WithdrawalNotConfiguredError`.
 */
export async function readWithdrawalState<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  application: Address,
  docsPath: string,
): Promise<WithdrawalState> {
  await assertApplicationDeployed(client, application, docsPath);
  const read = getAction(client, readContract, "readContract");
  const address = application;
  const abi = applicationWithdrawalAbi;
  let state: [boolean, Awaited<ReturnType<typeof readConfig>>, readonly [boolean, Hash]];
  const readConfig = () => read({ address, abi, functionName: "getWithdrawalConfig" });
  try {
    state = await Promise.all([
      read({ address, abi, functionName: "isForeclosed" }),
      readConfig(),
      read({ address, abi, functionName: "getAccountsDriveMerkleRoot" }),
    ]);
  } catch (error) {
    if (reverted(error)) throw new WithdrawalNotConfiguredError({ application, docsPath });
    throw error;
  }
  const [foreclosed, config, [accountsDriveMerkleRootProved, accountsDriveMerkleRoot]] = state;
  if (config.guardian === zeroAddress)
    throw new WithdrawalNotConfiguredError({ application, docsPath });
  return {
    foreclosed,
    withdrawalConfig: {
      guardian: config.guardian,
      log2LeavesPerAccount: BigInt(config.log2LeavesPerAccount),
      log2MaxNumOfAccounts: BigInt(config.log2MaxNumOfAccounts),
      accountsDriveStartIndex: config.accountsDriveStartIndex,
      withdrawalOutputBuilder: config.withdrawalOutputBuilder,
    },
    accountsDriveMerkleRootProved,
    accountsDriveMerkleRoot,
  };
}

/** Whether the funds of account `accountIndex` were withdrawn. */
export function readAccountWithdrawn<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  application: Address,
  accountIndex: bigint,
): Promise<boolean> {
  return getAction(
    client,
    readContract,
    "readContract",
  )({
    address: application,
    abi: applicationWithdrawalAbi,
    functionName: "wereAccountFundsWithdrawn",
    args: [accountIndex],
  });
}
