import type { MethodName, Methods } from "@cartesi/rpc";
import type { Client } from "viem";
import {
  ApplicationNotFoundError,
  LimitExceededError,
  ResourceNotFoundError,
} from "../errors/node.js";

type RequestFn = (args: { method: string; params?: unknown }) => Promise<unknown>;

/**
 * Sends one node method through the client's transport (retries, batching and transport errors
 * are viem's). The node's "not found" and limit answers, whatever its version says them as,
 * become typed errors. Any viem client pointed at the node will do, whatever its RPC schema.
 */
export async function requestNode<method extends MethodName>(
  client: Pick<Client, "request">,
  method: method,
  params: Methods[method]["params"],
  docsPath: string,
): Promise<unknown> {
  try {
    return await (client.request as unknown as RequestFn)(
      params === undefined ? { method } : { method, params },
    );
  } catch (error) {
    const { code, details } = error as { code: number; details?: unknown };
    const answer = { cause: error as Error, code, docsPath };
    const { application, ...indices } = (params ?? {}) as Record<string, string>;
    const [key, index] = Object.entries(indices).find(([key]) => key.endsWith("_index")) ?? [];
    // Older nodes say -32001 for anything missing: a method that names no item (all but
    // getLastAcceptedEpochIndex) can only miss the application; otherwise their message tells.
    const itemAsked = key !== undefined || method === "cartesi_getLastAcceptedEpochIndex";
    if (
      code === -31002 ||
      (code === -32001 && (!itemAsked || /^application not found/i.test(String(details))))
    )
      throw new ApplicationNotFoundError(
        `The node does not know application ${application}.`,
        answer,
        "ApplicationNotFoundError",
      );
    if (code === -31001 || code === -32001)
      throw new ResourceNotFoundError(
        key
          ? `The node has no ${key.slice(0, -6)} ${BigInt(index!)} of application ${application}.`
          : `Application ${application} has no accepted epoch yet.`,
        answer,
        "ResourceNotFoundError",
      );
    if (code === -31003 || code === -31004 || code === -32040 || code === -32070)
      throw new LimitExceededError(
        "The request exceeds a limit of the node; ask for less, or split the batch.",
        answer,
        "LimitExceededError",
      );
    throw error;
  }
}
