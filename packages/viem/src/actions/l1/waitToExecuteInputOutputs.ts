import type { Address, Chain, Client, Transport } from "viem";
import type {
  OutputClaimRejectedErrorType,
  WaitForOutputTimeoutErrorType,
} from "../../errors/outputStatus.js";
import type {
  InputNotAcceptedErrorType,
  WaitForInputTimeoutErrorType,
} from "../../errors/waitForInput.js";
import type { Output } from "../../types/output.js";
import type { PollingParameters } from "../../utils/poll.js";
import { listOutputs } from "../l2/listOutputs.js";
import { waitForInput } from "../l2/waitForInput.js";
import type { GetOutputStatusErrorType } from "./getOutputStatus.js";
import { isExecutable, waitForOutputStatus } from "./waitForOutputStatus.js";
import type { WaitToExecuteOutputReturnType } from "./waitToExecuteOutput.js";

export type WaitToExecuteInputOutputsParameters = PollingParameters & {
  /** A client pointed at the application's rollups node, e.g. from `createCartesiPublicClient`. */
  node: Client;
  /** Address of the application contract the input was sent to. */
  application: Address;
  /** Index of the input, e.g. from `getInputsAddedFromReceipt`. */
  inputIndex: bigint;
};

/** The status of each output of the input, in output order; empty when the input produced none. */
export type WaitToExecuteInputOutputsReturnType = WaitToExecuteOutputReturnType[];

export type WaitToExecuteInputOutputsErrorType =
  | GetOutputStatusErrorType
  | InputNotAcceptedErrorType
  | WaitForInputTimeoutErrorType
  | OutputClaimRejectedErrorType
  | WaitForOutputTimeoutErrorType;

/**
 * Waits until every output of an input can be executed (vouchers) or validated (notices).
 *
 * First waits for the node to process the input: an input the application rejects (or the machine
 * fails on) has no outputs, and the wait ends at once with `InputNotAcceptedError`. Then waits for
 * the claim of the input's epoch to be accepted. The `timeout` covers the whole wait.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/waitToExecuteInputOutputs
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link WaitToExecuteInputOutputsParameters}
 * @returns {@link WaitToExecuteInputOutputsReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getInputsAddedFromReceipt, waitToExecuteInputOutputs } from "@cartesi/viem";
 *
 * const [{ application, inputIndex }] = getInputsAddedFromReceipt(receipt);
 * const statuses = await waitToExecuteInputOutputs(client, { node, application, inputIndex });
 */
export async function waitToExecuteInputOutputs<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  {
    node,
    application,
    inputIndex,
    pollingInterval = client.pollingInterval,
    retryCount,
    timeout,
    signal,
  }: WaitToExecuteInputOutputsParameters,
): Promise<WaitToExecuteInputOutputsReturnType> {
  const deadline = timeout === undefined ? undefined : Date.now() + timeout;
  const remaining = () => (deadline === undefined ? undefined : Math.max(0, deadline - Date.now()));
  await waitForInput(node, {
    application,
    inputIndex,
    waitProcessing: true,
    rejectErrors: true,
    pollingInterval,
    retryCount,
    // setTimeout takes at most 2^31 - 1 ms: beyond that, the same as no timeout.
    timeout: remaining() ?? 2 ** 31 - 1,
    signal,
  });
  const outputs: Output[] = [];
  for (;;) {
    const { data, pagination } = await listOutputs(node, {
      application,
      inputIndex,
      offset: outputs.length,
    });
    outputs.push(...data);
    if (data.length === 0 || outputs.length >= pagination.totalCount) break;
  }
  const statuses: WaitToExecuteInputOutputsReturnType = [];
  // One epoch holds all the outputs of an input: once the first is executable, so are the others.
  for (const output of outputs)
    statuses.push(
      (await waitForOutputStatus(client, {
        node,
        application,
        outputIndex: output.index,
        done: isExecutable,
        docsPath: "/viem/waitToExecuteInputOutputs",
        pollingInterval,
        retryCount,
        timeout: remaining(),
        signal,
      })) as WaitToExecuteOutputReturnType,
    );
  return statuses;
}
