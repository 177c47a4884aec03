import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import { applicationParam } from "../../utils/params.js";
import { itemData, uint } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type GetProcessedInputCountParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
};

export type GetProcessedInputCountReturnType = bigint;

export type GetProcessedInputCountErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Returns how many inputs of an application the node has processed.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/getProcessedInputCount
 * - JSON-RPC method: [`cartesi_getProcessedInputCount`](https://cartesi.github.io/rollups-ts/rpc/cartesi_getProcessedInputCount)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link GetProcessedInputCountParameters}
 * @returns The number of processed inputs. {@link GetProcessedInputCountReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getProcessedInputCount } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const count = await getProcessedInputCount(client, { application: "echo" });
 */
export async function getProcessedInputCount(
  client: Client,
  { application }: GetProcessedInputCountParameters,
): Promise<GetProcessedInputCountReturnType> {
  const docsPath = "/viem/getProcessedInputCount";
  const result = await requestNode(
    client,
    "cartesi_getProcessedInputCount",
    {
      application: applicationParam(application, docsPath),
    },
    docsPath,
  );
  return uint(itemData(result), "result.data");
}
