import type { Address, Chain, Client, Transport } from "viem";
import { ResourceNotFoundError } from "../../errors/node.js";
import { OutputClaimRejectedError, WaitForOutputTimeoutError } from "../../errors/outputStatus.js";
import { type PollingParameters, poll } from "../../utils/poll.js";
import { getOutput } from "../l2/getOutput.js";
import { type GetOutputStatusReturnType, outputStatusOf } from "./getOutputStatus.js";

/**
 * Polls an output's status until `done` says so; an output the node does not have yet is waited
 * for, and a rejected claim ends the wait with `OutputClaimRejectedError`. Shared by the waits.
 */
export function waitForOutputStatus<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  {
    node,
    application,
    outputIndex,
    done,
    docsPath,
    pollingInterval = client.pollingInterval,
    ...polling
  }: PollingParameters & {
    node: Client;
    application: Address;
    outputIndex: bigint;
    done: (status: GetOutputStatusReturnType) => boolean;
    docsPath: string;
  },
): Promise<GetOutputStatusReturnType> {
  let lastSeen: GetOutputStatusReturnType | undefined;
  return poll(
    async (attempt) => {
      const output = await attempt(() => getOutput(node, { application, outputIndex })).catch(
        (error: unknown) => {
          if (error instanceof ResourceNotFoundError) return undefined;
          throw error;
        },
      );
      if (!output) return undefined;
      const status = await attempt(() => outputStatusOf(client, { node, application, output }));
      lastSeen = status;
      if (done(status)) return status;
      if (status.status === "claim-rejected")
        throw new OutputClaimRejectedError({
          application,
          outputIndex,
          epochIndex: status.epoch.index,
          epochStatus: status.epoch.status,
          docsPath,
        });
      return undefined;
    },
    {
      ...polling,
      pollingInterval,
      onTimeout: () =>
        new WaitForOutputTimeoutError({
          application,
          outputIndex,
          timeout: polling.timeout ?? 0,
          status: lastSeen?.status,
          docsPath,
        }),
    },
  );
}

/** Whether the user can execute (or validate) the output, or already has. */
export const isExecutable = (status: GetOutputStatusReturnType) =>
  status.status === "ready-to-execute" ||
  status.status === "ready-to-validate" ||
  status.status === "executed";
