import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import {
  ApplicationNotFoundError,
  type InvalidFieldErrorType,
  type NodeRequestErrorType,
  ResourceNotFoundError,
} from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import { applicationParam } from "../../utils/params.js";
import { itemData, uint } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";
import { everyOutput } from "./everyOutput.js";
import { getLastAcceptedEpochIndex } from "./getLastAcceptedEpochIndex.js";

export type GetPendingExecutableOutputCountParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
};

export type GetPendingExecutableOutputCountReturnType = bigint;

export type GetPendingExecutableOutputCountErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Returns how many vouchers of an application are executable and not executed: their epoch's
 * claim is accepted and the node has not seen them executed.
 *
 * Asks `cartesi_getPendingExecutableOutputCount` where the node has it; a node without it
 * (-32601) is asked for its last accepted epoch and every output instead, and the vouchers and
 * delegate-call vouchers of accepted epochs without an execution transaction are counted.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/api/viem#getpendingexecutableoutputcount
 * - JSON-RPC method: `cartesi_getPendingExecutableOutputCount`, or `cartesi_getLastAcceptedEpochIndex` and `cartesi_listOutputs`
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link GetPendingExecutableOutputCountParameters}
 * @returns The number of outputs waiting for their execution. {@link GetPendingExecutableOutputCountReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getPendingExecutableOutputCount } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const count = await getPendingExecutableOutputCount(client, { application: "echo" });
 */
export async function getPendingExecutableOutputCount(
  client: Client,
  { application }: GetPendingExecutableOutputCountParameters,
): Promise<GetPendingExecutableOutputCountReturnType> {
  const docsPath = "/api/viem#getpendingexecutableoutputcount";
  let result: unknown;
  try {
    result = await requestNode(
      client,
      "cartesi_getPendingExecutableOutputCount",
      { application: applicationParam(application, docsPath) },
      docsPath,
    );
  } catch (error) {
    if ((error as { code?: unknown }).code !== -32601) throw error;
    // The list first: it looks the application up on every node version, so an unknown one is an
    // error, not a zero; the read of the last accepted epoch does not before 2.0.0-alpha.13.
    const outputs = await everyOutput(client, application);
    // Epochs are accepted in order: every epoch up to the last accepted one is accepted.
    const lastAccepted = await getLastAcceptedEpochIndex(client, { application }).catch(
      (cause: unknown) => {
        // No accepted epoch yet.
        if (cause instanceof ResourceNotFoundError && !(cause instanceof ApplicationNotFoundError))
          return undefined;
        throw cause;
      },
    );
    if (lastAccepted === undefined) return 0n;
    return BigInt(
      outputs.filter(
        (output) =>
          output.decodedData.type !== "notice" &&
          output.executionTransactionHash === null &&
          output.epochIndex <= lastAccepted,
      ).length,
    );
  }
  return uint(itemData(result), "result.data");
}
