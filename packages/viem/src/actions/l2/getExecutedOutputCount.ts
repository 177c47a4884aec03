import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import { applicationParam } from "../../utils/params.js";
import { itemData, uint } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";
import { everyOutput } from "./everyOutput.js";

export type GetExecutedOutputCountParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
};

export type GetExecutedOutputCountReturnType = bigint;

export type GetExecutedOutputCountErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Returns how many outputs of an application the node has seen executed on the base layer.
 *
 * Asks `cartesi_getExecutedOutputCount` where the node has it; a node without it (-32601) is
 * asked for every output instead (`cartesi_listOutputs`), and those with an execution
 * transaction are counted.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/api/viem#getexecutedoutputcount
 * - JSON-RPC method: `cartesi_getExecutedOutputCount`, or `cartesi_listOutputs`
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link GetExecutedOutputCountParameters}
 * @returns The number of executed outputs. {@link GetExecutedOutputCountReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getExecutedOutputCount } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const count = await getExecutedOutputCount(client, { application: "echo" });
 */
export async function getExecutedOutputCount(
  client: Client,
  { application }: GetExecutedOutputCountParameters,
): Promise<GetExecutedOutputCountReturnType> {
  const docsPath = "/api/viem#getexecutedoutputcount";
  let result: unknown;
  try {
    result = await requestNode(
      client,
      "cartesi_getExecutedOutputCount",
      { application: applicationParam(application, docsPath) },
      docsPath,
    );
  } catch (error) {
    if ((error as { code?: unknown }).code !== -32601) throw error;
    const outputs = await everyOutput(client, application);
    return BigInt(outputs.filter((output) => output.executionTransactionHash !== null).length);
  }
  return uint(itemData(result), "result.data");
}
