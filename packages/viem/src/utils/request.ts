import type { MethodName, Methods } from "@cartesi/rpc";
import type { Client } from "viem";

type RequestFn = (args: { method: string; params?: unknown }) => Promise<unknown>;

/**
 * Sends one node method through the client's transport (retries, batching and errors are
 * viem's). Any viem client pointed at the node will do, whatever its declared RPC schema.
 */
export function requestNode<method extends MethodName>(
  client: Pick<Client, "request">,
  method: method,
  params: Methods[method]["params"],
): Promise<unknown> {
  return (client.request as unknown as RequestFn)(
    params === undefined ? { method } : { method, params },
  );
}
