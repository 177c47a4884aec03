import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import { itemData, semver } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type GetNodeVersionReturnType = string;

export type GetNodeVersionErrorType = InvalidFieldErrorType | NodeRequestErrorType;

/**
 * Returns the version of the rollups node.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/api/viem#getnodeversion
 * - JSON-RPC method: [`cartesi_getNodeVersion`](https://cartesi.github.io/rollups-ts/rpc/createClient#requests)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @returns The node's semantic version. {@link GetNodeVersionReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getNodeVersion } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const version = await getNodeVersion(client);
 */
export async function getNodeVersion(client: Client): Promise<GetNodeVersionReturnType> {
  const docsPath = "/api/viem#getnodeversion";
  const result = await requestNode(client, "cartesi_getNodeVersion", undefined, docsPath);
  return semver(itemData(result), "result.data");
}
