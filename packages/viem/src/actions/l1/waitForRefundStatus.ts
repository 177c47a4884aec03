import type { Chain, Client, Hex, Transport } from "viem";
import { InvalidParameterError } from "../../errors/parameter.js";
import type {
  CannotRefundFinalizedInputErrorType,
  NotADepositErrorType,
} from "../../errors/refund.js";
import {
  WaitForRefundStatusTimeoutError,
  type WaitForRefundStatusTimeoutErrorType,
} from "../../errors/refund.js";
import { type PollingParameters, poll } from "../../utils/poll.js";
import {
  type GetRefundStatusErrorType,
  type GetRefundStatusParameters,
  type GetRefundStatusReturnType,
  type RefundStatus,
  refundParams,
  refundRefusal,
  refundStatusOf,
} from "./getRefundStatus.js";

/** The statuses a deposit moves through, in order; `"finalized"` and `"not-a-deposit"` end it. */
const progress: readonly RefundStatus[] = ["not-foreclosed", "refundable", "refunded"];

export type WaitForRefundStatusParameters = GetRefundStatusParameters &
  PollingParameters & {
    /** The status to wait for; the wait also ends at `"refunded"` when waiting for `"refundable"`. */
    status: "refundable" | "refunded";
  };

export type WaitForRefundStatusReturnType = GetRefundStatusReturnType;

export type WaitForRefundStatusErrorType =
  | GetRefundStatusErrorType
  | CannotRefundFinalizedInputErrorType
  | NotADepositErrorType
  | WaitForRefundStatusTimeoutErrorType;

/**
 * Waits until the deposit of an input can be refunded (the application is foreclosed), or is refunded.
 *
 * Polls `getRefundStatus` every `pollingInterval` ms; with `node`, the input is read from the node
 * once. A deposit that can no longer be refunded ends the wait with the error `issueRefund` would
 * raise: `CannotRefundFinalizedInputError` once an accepted claim covers the input,
 * `NotADepositError` for an input that is no deposit. The timeout ends the wait with
 * `WaitForRefundStatusTimeoutError`; the signal with its reason.
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link WaitForRefundStatusParameters}
 * @returns The status once reached. {@link WaitForRefundStatusReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { createCartesiPublicClient, waitForRefundStatus } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { refundOutput } = await waitForRefundStatus(client, {
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   inputIndex: 3n,
 *   node,
 *   status: "refundable",
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/waitForRefundStatus
 */
export async function waitForRefundStatus<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  {
    application,
    inputIndex,
    input,
    node,
    status,
    pollingInterval = client.pollingInterval,
    ...polling
  }: WaitForRefundStatusParameters,
): Promise<WaitForRefundStatusReturnType> {
  const docsPath = "/viem/waitForRefundStatus";
  const target = progress.indexOf(status);
  if (target < 1)
    throw new InvalidParameterError({
      parameter: "status",
      expected: '"refundable" or "refunded"',
      value: status,
      docsPath,
    });
  refundParams({ inputIndex, input, node }, docsPath);
  let known: Hex | undefined = input;
  let lastSeen: RefundStatus | undefined;
  return poll(
    async (attempt) => {
      const current = await attempt(() =>
        refundStatusOf(
          client,
          {
            application,
            inputIndex,
            ...(known === undefined ? { node: node! } : { input: known }),
          },
          docsPath,
        ),
      );
      known = current.input;
      lastSeen = current.status;
      if (progress.indexOf(current.status) >= target) return current;
      // Finalized or no deposit: no wait ends in a refund.
      if (!progress.includes(current.status)) throw refundRefusal(application, current, docsPath);
      return undefined;
    },
    {
      ...polling,
      pollingInterval,
      onTimeout: () =>
        new WaitForRefundStatusTimeoutError({
          application,
          inputIndex,
          status,
          lastStatus: lastSeen,
          timeout: polling.timeout ?? 0,
          docsPath,
        }),
    },
  );
}
