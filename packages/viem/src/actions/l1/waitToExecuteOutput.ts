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
import { isExecutable, waitForOutputStatus } from "./waitForOutputStatus.js";

export type WaitToExecuteOutputParameters = GetOutputStatusParameters & PollingParameters;

/** The status once reached: `"ready-to-execute"`, `"ready-to-validate"` (a notice) or `"executed"`. */
export type WaitToExecuteOutputReturnType = Extract<
  GetOutputStatusReturnType,
  { status: "ready-to-execute" | "ready-to-validate" | "executed" }
>;

export type WaitToExecuteOutputErrorType =
  | GetOutputStatusErrorType
  | OutputClaimRejectedErrorType
  | WaitForOutputTimeoutErrorType;

/**
 * Waits until an output can be executed (a voucher) or validated (a notice): until the claim of
 * its epoch is accepted on the base layer.
 *
 * Polls `getOutputStatus` every `pollingInterval` ms; an output the node does not have yet is
 * waited for. A rejected claim ends the wait with `OutputClaimRejectedError`; the timeout with
 * `WaitForOutputTimeoutError`; the signal with its reason.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/waitToExecuteOutput
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link WaitToExecuteOutputParameters}
 * @returns The output's status once executable. {@link WaitToExecuteOutputReturnType}
 *
 * @example
 * import { createCartesiPublicClient, waitToExecuteOutput } from "@cartesi/viem";
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { output } = await waitToExecuteOutput(client, { node, application: "0xab75…", outputIndex: 0n });
 */
export async function waitToExecuteOutput<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: WaitToExecuteOutputParameters,
): Promise<WaitToExecuteOutputReturnType> {
  return (await waitForOutputStatus(client, {
    ...parameters,
    done: isExecutable,
    docsPath: "/viem/waitToExecuteOutput",
  })) as WaitToExecuteOutputReturnType;
}
