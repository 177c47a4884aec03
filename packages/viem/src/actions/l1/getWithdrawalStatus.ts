import type {
  Address,
  Chain,
  Client,
  GetContractEventsErrorType,
  Hash,
  ReadContractErrorType,
  Transport,
} from "viem";
import { getContractEvents, readContract } from "viem/actions";
import { getAction } from "viem/utils";
import { applicationWithdrawalAbi } from "../../abi/v3.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { AccountIndexOutOfRangeErrorType } from "../../errors/withdrawal.js";
import type { WithdrawalConfig } from "../../types/application.js";
import { uintParam } from "../../utils/params.js";
import {
  assertAccountInDrive,
  type ReadWithdrawalStateErrorType,
  readAccountWithdrawn,
  readWithdrawalState,
} from "./withdrawalState.js";

/**
 * The steps of a withdrawal from a v3 application, in order; each names what can be done next:
 * wait for the guardian, prove the accounts drive root, withdraw the account, or nothing.
 */
export const withdrawalStatuses = [
  "not-foreclosed",
  "ready-to-prove",
  "ready-to-withdraw",
  "withdrawn",
] as const;

/** A step of {@link withdrawalStatuses}. */
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export type GetWithdrawalStatusParameters = {
  /** Address of the v3 application contract. */
  application: Address;
  /** The account's index in the accounts drive (`account_index` of its `account-proof.json`); without it the status stops at `"ready-to-withdraw"`. */
  accountIndex?: bigint | undefined;
};

export type GetWithdrawalStatusReturnType = {
  /**
   * `"not-foreclosed"`: the application runs, nothing to withdraw. `"ready-to-prove"`: it is
   * foreclosed and its accounts drive root is not proved yet. `"ready-to-withdraw"`: the root is
   * proved and the account (if given) not withdrawn. `"withdrawn"`: the account's funds were withdrawn.
   */
  status: WithdrawalStatus;
  foreclosed: boolean;
  /**
   * The block of the foreclosure (its `Foreclosure` event), once foreclosed; left out when the
   * RPC refuses the log search from the application's deployment block (public RPCs cap its range).
   */
  forecloseBlock?: bigint;
  accountsDriveMerkleRootProved: boolean;
  /** The proved root, once proved. */
  accountsDriveMerkleRoot?: Hash;
  /** The account asked about, if any. */
  accountIndex?: bigint;
  /** Whether that account's funds were withdrawn. */
  withdrawn?: boolean;
  /** The application's guardian and accounts drive layout. */
  withdrawalConfig: WithdrawalConfig;
};

export type GetWithdrawalStatusErrorType =
  | InvalidParameterErrorType
  | ReadWithdrawalStateErrorType
  | AccountIndexOutOfRangeErrorType
  | ReadContractErrorType
  | GetContractEventsErrorType;

/**
 * Returns where a v3 application stands in its foreclosure and, for one account, its withdrawal:
 * the next step a user can take.
 *
 * Reads `isForeclosed`, `getWithdrawalConfig`, `getAccountsDriveMerkleRoot` and, with
 * `accountIndex`, `wereAccountFundsWithdrawn` of the application, and once foreclosed its
 * `Foreclosure` event. An application without a withdrawal configuration (all zero, or a v2
 * application) raises `WithdrawalNotConfiguredError`.
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link GetWithdrawalStatusParameters}
 * @returns The status and what it is made of. {@link GetWithdrawalStatusReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { getWithdrawalStatus } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const { status } = await getWithdrawalStatus(client, {
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   accountIndex: 0n,
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/getWithdrawalStatus
 */
export async function getWithdrawalStatus<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: GetWithdrawalStatusParameters,
): Promise<GetWithdrawalStatusReturnType> {
  return withdrawalStatusOf(client, parameters, "/viem/getWithdrawalStatus");
}

/** {@link getWithdrawalStatus}, with the docs path of the action that asks. */
export async function withdrawalStatusOf<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  { application, accountIndex }: GetWithdrawalStatusParameters,
  docsPath: string,
): Promise<GetWithdrawalStatusReturnType> {
  if (accountIndex !== undefined) uintParam(accountIndex, "accountIndex", docsPath);
  const state = await readWithdrawalState(client, application, docsPath);
  if (accountIndex !== undefined)
    assertAccountInDrive(application, accountIndex, state.withdrawalConfig, docsPath);
  const [withdrawn, forecloseBlock] = await Promise.all([
    accountIndex === undefined || !state.accountsDriveMerkleRootProved
      ? accountIndex === undefined
        ? undefined
        : false
      : readAccountWithdrawn(client, application, accountIndex),
    state.foreclosed ? readForecloseBlock(client, application) : undefined,
  ]);
  const status: WithdrawalStatus = !state.foreclosed
    ? "not-foreclosed"
    : !state.accountsDriveMerkleRootProved
      ? "ready-to-prove"
      : withdrawn
        ? "withdrawn"
        : "ready-to-withdraw";
  return {
    status,
    foreclosed: state.foreclosed,
    ...(forecloseBlock === undefined ? {} : { forecloseBlock }),
    accountsDriveMerkleRootProved: state.accountsDriveMerkleRootProved,
    ...(state.accountsDriveMerkleRootProved
      ? { accountsDriveMerkleRoot: state.accountsDriveMerkleRoot }
      : {}),
    ...(accountIndex === undefined ? {} : { accountIndex, withdrawn: withdrawn === true }),
    withdrawalConfig: state.withdrawalConfig,
  };
}

/** The block of the application's `Foreclosure` event, searched from its deployment block, if the RPC answers. */
async function readForecloseBlock<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  application: Address,
): Promise<bigint | undefined> {
  const fromBlock = await getAction(
    client,
    readContract,
    "readContract",
  )({
    address: application,
    abi: applicationWithdrawalAbi,
    functionName: "getDeploymentBlockNumber",
  });
  // The block is a detail beside the status: an RPC that refuses the range (public ones cap
  // `eth_getLogs` at a few thousand blocks) leaves it out instead of failing the status.
  const events = await getAction(
    client,
    getContractEvents,
    "getContractEvents",
  )({
    address: application,
    abi: applicationWithdrawalAbi,
    eventName: "Foreclosure",
    fromBlock,
    toBlock: "latest",
  }).catch(() => []);
  return events[0]?.blockNumber ?? undefined;
}
