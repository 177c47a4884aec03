import type { Chain, Client, Transport } from "viem";
import type {
  OutputClaimRejectedErrorType,
  WaitForOutputTimeoutErrorType,
} from "../../errors/outputStatus.js";
import type { PollingParameters } from "../../utils/poll.js";
import type {
  GetOutputStatusErrorType,
  GetOutputStatusParameters,
  GetOutputStatusReturnType,
} from "./getOutputStatus.js";
import { waitForOutputStatus } from "./waitForOutputStatus.js";

export type WaitForOutputExecutionParameters = GetOutputStatusParameters & PollingParameters;

export type WaitForOutputExecutionReturnType = Extract<
  GetOutputStatusReturnType,
  { status: "executed" }
>;

export type WaitForOutputExecutionErrorType =
  | GetOutputStatusErrorType
  | OutputClaimRejectedErrorType
  | WaitForOutputTimeoutErrorType;

/**
 * Waits until a voucher or delegate-call voucher is executed on the base layer, by anyone.
 *
 * Polls `getOutputStatus` every `pollingInterval` ms. A notice is never executed: the wait for
 * one ends only at the timeout or the signal. A rejected claim ends the wait with
 * `OutputClaimRejectedError`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/waitForOutputExecution
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link WaitForOutputExecutionParameters}
 * @returns The status `"executed"`, with the executing transaction. {@link WaitForOutputExecutionReturnType}
 *
 * @example
 * import { createCartesiPublicClient, waitForOutputExecution } from "@cartesi/viem";
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { transactionHash } = await waitForOutputExecution(client, { node, application: "0xab75…", outputIndex: 1n });
 */
export async function waitForOutputExecution<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: WaitForOutputExecutionParameters,
): Promise<WaitForOutputExecutionReturnType> {
  return (await waitForOutputStatus(client, {
    ...parameters,
    done: (status) => status.status === "executed",
    docsPath: "/viem/waitForOutputExecution",
  })) as WaitForOutputExecutionReturnType;
}
