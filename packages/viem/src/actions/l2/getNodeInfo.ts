import type { DefaultBlock } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import { itemData, parseNodeInfo } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";
import { getChainId } from "./getChainId.js";
import { getNodeVersion } from "./getNodeVersion.js";

export type GetNodeInfoReturnType = {
  /** The ID of the base-layer chain the node follows. */
  chainId: number;
  /** The node's semantic version, e.g. `2.0.0-alpha.13`: for diagnostics, not to switch on. */
  version: string;
  /** The block the node reads the base layer at; nodes before 2.0.0-alpha.13 do not say. */
  defaultBlock?: DefaultBlock;
};

export type GetNodeInfoErrorType = InvalidFieldErrorType | NodeRequestErrorType;

/**
 * Returns the node's base-layer chain ID and version, whatever the node's version: from
 * `cartesi_getNodeInfo` where the node has it (2.0.0-alpha.13 on), else from
 * `cartesi_getChainId` and `cartesi_getNodeVersion`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/api/viem#getnodeinfo
 * - JSON-RPC method: `cartesi_getNodeInfo`, or `cartesi_getChainId` and `cartesi_getNodeVersion`
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @returns The chain ID, the version and, on newer nodes, the default block. {@link GetNodeInfoReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getNodeInfo } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { chainId, version } = await getNodeInfo(client);
 */
export async function getNodeInfo(client: Client): Promise<GetNodeInfoReturnType> {
  let result: unknown;
  try {
    result = await requestNode(client, "cartesi_getNodeInfo", undefined, "/api/viem#getnodeinfo");
  } catch (error) {
    // Nodes before 2.0.0-alpha.13 do not have the method.
    if ((error as { code?: unknown }).code !== -32601) throw error;
    const [chainId, version] = await Promise.all([getChainId(client), getNodeVersion(client)]);
    return { chainId, version };
  }
  return parseNodeInfo(itemData(result));
}
