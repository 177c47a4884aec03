import type { MethodName, Methods } from "@cartesi/rpc";
import { type Client, HttpRequestError } from "viem";
import { BrowserBlockedError, crossOrigin, NodeHttpError, requestIdOf } from "../errors/http.js";
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
    throw httpError(error, docsPath) ?? error;
  }
}

/**
 * A node's HTTP posture, typed: a 5xx (viem has already retried it, after `Retry-After` when the
 * node sent one) keeps the node's request id; a request a browser refused names what to allow.
 */
export function httpError(error: unknown, docsPath: string): NodeHttpError | undefined {
  if (!(error instanceof HttpRequestError)) return undefined;
  const { status, url, headers, details } = error;
  if (status === undefined && crossOrigin(url))
    return new BrowserBlockedError(browserBlockedMessage("CARTESI_JSONRPC_CORS_ALLOWED_ORIGINS"), {
      cause: error,
      url,
      docsPath,
      name: "BrowserBlockedError",
    });
  if (status !== undefined && status >= 500)
    return new NodeHttpError(`The node answered HTTP ${status}.`, {
      cause: error,
      details,
      status,
      requestId: requestIdOf(headers, details),
      url,
      docsPath,
    });
  return undefined;
}

/** What a browser's CORS block asks of the node's operator, naming the surface's setting. */
export const browserBlockedMessage = (setting: string) =>
  `A browser blocked the request, or the node is unreachable: the node's operator must allow this page's origin (${setting}), or a proxy serve the node from it.`;
