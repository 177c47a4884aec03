import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import { applicationParam } from "../../utils/params.js";
import { itemData, uint } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type GetLastAcceptedEpochIndexParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
};

export type GetLastAcceptedEpochIndexReturnType = bigint;

export type GetLastAcceptedEpochIndexErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Returns the index of the last epoch of an application whose claim the base layer accepted.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/getLastAcceptedEpochIndex
 * - JSON-RPC method: [`cartesi_getLastAcceptedEpochIndex`](https://cartesi.github.io/rollups-ts/rpc/cartesi_getLastAcceptedEpochIndex)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link GetLastAcceptedEpochIndexParameters}
 * @returns The epoch index. {@link GetLastAcceptedEpochIndexReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getLastAcceptedEpochIndex } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const epochIndex = await getLastAcceptedEpochIndex(client, { application: "echo" });
 */
export async function getLastAcceptedEpochIndex(
  client: Client,
  { application }: GetLastAcceptedEpochIndexParameters,
): Promise<GetLastAcceptedEpochIndexReturnType> {
  const docsPath = "/viem/getLastAcceptedEpochIndex";
  const result = await requestNode(
    client,
    "cartesi_getLastAcceptedEpochIndex",
    {
      application: applicationParam(application, docsPath),
    },
    docsPath,
  );
  return uint(itemData(result), "result.data");
}
