import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { http } from "viem";
import {
  type CartesiPublicClient,
  createCartesiPublicClient,
} from "../src/clients/createCartesiPublicClient.js";

/**
 * How a stand-in node answers one method: a JSON-RPC `result` or `error`, optionally with an HTTP
 * `status` (a status without either gets an empty body), or a string sent as a plain-text 400.
 */
export type StandInAnswer = { result?: unknown; error?: object; status?: number } | string;

export type StandInNode = { url: string; close: () => Promise<void> };

/**
 * Starts a stand-in node (a mock, for answers no real node gives) that answers each JSON-RPC
 * request with `answer(method)`.
 */
export async function startStandInNode(
  answer: (method: string) => StandInAnswer,
): Promise<StandInNode> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const { id, method } = JSON.parse(body);
      const reply = answer(method);
      if (typeof reply === "string") {
        response.writeHead(400, { "content-type": "text/plain" });
        return response.end(reply);
      }
      const { status = 200, ...rest } = reply;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(
        status === 200 || "result" in rest || "error" in rest
          ? JSON.stringify({ jsonrpc: "2.0", id, ...rest })
          : "",
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rpc`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A client's keep-alive connections would otherwise hold the close open.
        server.closeAllConnections();
      }),
  };
}

/** Runs `use` with a client (no retries) on a stand-in node that answers with `answer`, then stops it. */
export async function withStandInNode(
  answer: (method: string) => StandInAnswer,
  use: (client: CartesiPublicClient) => Promise<void>,
): Promise<void> {
  const node = await startStandInNode(answer);
  try {
    await use(createCartesiPublicClient({ transport: http(node.url, { retryCount: 0 }) }));
  } finally {
    await node.close();
  }
}
