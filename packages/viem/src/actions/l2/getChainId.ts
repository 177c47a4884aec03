import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import { itemData, uint } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type GetChainIdReturnType = number;

export type GetChainIdErrorType = InvalidFieldErrorType | NodeRequestErrorType;

/**
 * Returns the ID of the base-layer chain the node follows.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/api/viem#getchainid
 * - JSON-RPC method: [`cartesi_getChainId`](https://cartesi.github.io/rollups-ts/rpc/createClient#requests)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @returns The chain ID. {@link GetChainIdReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getChainId } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const chainId = await getChainId(client);
 */
export async function getChainId(client: Client): Promise<GetChainIdReturnType> {
  const docsPath = "/api/viem#getchainid";
  const result = await requestNode(client, "cartesi_getChainId", undefined, docsPath);
  return Number(uint(itemData(result), "result.data"));
}
