import type { Chain, Client, Transport } from "viem";
import { InvalidParameterError } from "../../errors/parameter.js";
import {
  WaitForWithdrawalStatusTimeoutError,
  type WaitForWithdrawalStatusTimeoutErrorType,
} from "../../errors/withdrawal.js";
import { type PollingParameters, poll } from "../../utils/poll.js";
import {
  type GetWithdrawalStatusErrorType,
  type GetWithdrawalStatusParameters,
  type GetWithdrawalStatusReturnType,
  type WithdrawalStatus,
  withdrawalStatuses,
  withdrawalStatusOf,
} from "./getWithdrawalStatus.js";

export type WaitForWithdrawalStatusParameters = GetWithdrawalStatusParameters &
  PollingParameters & {
    /** The step to wait for; the wait also ends at any later step. `"withdrawn"` needs `accountIndex`. */
    status: Exclude<WithdrawalStatus, "not-foreclosed">;
  };

export type WaitForWithdrawalStatusReturnType = GetWithdrawalStatusReturnType;

export type WaitForWithdrawalStatusErrorType =
  | GetWithdrawalStatusErrorType
  | WaitForWithdrawalStatusTimeoutErrorType;

/**
 * Waits until a v3 application reaches a step of its foreclosure, or a later one.
 *
 * The steps: foreclosed (`"ready-to-prove"`), its accounts drive root proved
 * (`"ready-to-withdraw"`), an account's funds withdrawn (`"withdrawn"`). Polls
 * `getWithdrawalStatus` every `pollingInterval` ms. The timeout ends the wait with
 * `WaitForWithdrawalStatusTimeoutError`; the signal with its reason.
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link WaitForWithdrawalStatusParameters}
 * @returns The status once reached. {@link WaitForWithdrawalStatusReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { waitForWithdrawalStatus } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const { accountsDriveMerkleRoot } = await waitForWithdrawalStatus(client, {
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   status: "ready-to-withdraw",
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/waitForWithdrawalStatus
 */
export async function waitForWithdrawalStatus<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  {
    application,
    accountIndex,
    status,
    pollingInterval = client.pollingInterval,
    ...polling
  }: WaitForWithdrawalStatusParameters,
): Promise<WaitForWithdrawalStatusReturnType> {
  const docsPath = "/viem/waitForWithdrawalStatus";
  const target = withdrawalStatuses.indexOf(status);
  if (target < 1)
    throw new InvalidParameterError({
      parameter: "status",
      expected: '"ready-to-prove", "ready-to-withdraw" or "withdrawn"',
      value: status,
      docsPath,
    });
  if (status === "withdrawn" && accountIndex === undefined)
    throw new InvalidParameterError({
      parameter: "accountIndex",
      expected: 'an account index: waiting for "withdrawn" is waiting for one account',
      value: accountIndex,
      docsPath,
    });
  let lastSeen: WithdrawalStatus | undefined;
  return poll(
    async (attempt) => {
      const current = await attempt(() =>
        withdrawalStatusOf(client, { application, accountIndex }, docsPath),
      );
      lastSeen = current.status;
      return withdrawalStatuses.indexOf(current.status) >= target ? current : undefined;
    },
    {
      ...polling,
      pollingInterval,
      onTimeout: () =>
        new WaitForWithdrawalStatusTimeoutError({
          application,
          status,
          lastStatus: lastSeen,
          timeout: polling.timeout ?? 0,
          docsPath,
        }),
    },
  );
}
