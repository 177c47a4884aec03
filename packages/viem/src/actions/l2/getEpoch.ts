import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Epoch } from "../../types/epoch.js";
import { applicationParam, uintParam } from "../../utils/params.js";
import { itemData, parseEpoch } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type GetEpochParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** Index of the epoch: its first block divided by the application's epoch length. */
  epochIndex: bigint;
};

export type GetEpochReturnType = Epoch;

export type GetEpochErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Returns an epoch of an application, with its status and claim.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/getEpoch
 * - JSON-RPC method: [`cartesi_getEpoch`](https://cartesi.github.io/rollups-ts/rpc/cartesi_getEpoch)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link GetEpochParameters}
 * @returns The epoch. {@link GetEpochReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getEpoch } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const epoch = await getEpoch(client, { application: "echo", epochIndex: 0n });
 */
export async function getEpoch(
  client: Client,
  { application, epochIndex }: GetEpochParameters,
): Promise<GetEpochReturnType> {
  const docsPath = "/viem/getEpoch";
  const result = await requestNode(
    client,
    "cartesi_getEpoch",
    {
      application: applicationParam(application, docsPath),
      epoch_index: uintParam(epochIndex, "epochIndex", docsPath),
    },
    docsPath,
  );
  return parseEpoch(itemData(result), "epoch");
}
