import { type Client, type ClientConfig, createClient, rpcSchema, type Transport } from "viem";
import { type PublicActionsL2, publicActionsL2 } from "../decorators/publicActionsL2.js";
import type { CartesiRpcSchema } from "../types/rpc.js";

export type CartesiPublicClient<transport extends Transport = Transport> = Client<
  transport,
  undefined,
  undefined,
  CartesiRpcSchema,
  PublicActionsL2
>;

export type CreateCartesiPublicClientParameters<transport extends Transport = Transport> = Pick<
  ClientConfig<transport>,
  "cacheTime" | "key" | "name" | "pollingInterval" | "transport"
>;

/**
 * Creates a client for a rollups node, with the application-layer read actions.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem
 *
 * @param parameters - The node's transport (viem's `http`, with its retries and batching) and client options.
 * @returns A viem client typed with the node's JSON-RPC schema and extended with {@link PublicActionsL2}.
 *
 * @example
 * import { createCartesiPublicClient } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const input = await client.getInput({ application: "echo", inputIndex: 0n });
 */
export function createCartesiPublicClient<transport extends Transport>({
  key = "cartesiPublic",
  name = "Cartesi Public Client",
  ...parameters
}: CreateCartesiPublicClientParameters<transport>): CartesiPublicClient<transport> {
  return createClient({
    ...parameters,
    key,
    name,
    type: "cartesiPublicClient",
    rpcSchema: rpcSchema<CartesiRpcSchema>(),
  }).extend(publicActionsL2());
}
