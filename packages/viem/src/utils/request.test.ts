import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { http } from "viem";
import { afterEach, expect, test, vi } from "vitest";
import { getProcessedInputCount } from "../actions/l2/getProcessedInputCount.js";
import { createCartesiPublicClient } from "../clients/createCartesiPublicClient.js";
import { BrowserBlockedError, NodeHttpError } from "../errors/http.js";

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  vi.unstubAllGlobals();
});

/** A stand-in node (a mock) answering every request with a plain-text 500, as a real node fails. */
async function failingNode() {
  const server = createServer((_, response) => {
    response.writeHead(500, { "content-type": "text/plain", "x-request-id": "abc-1" });
    response.end("Internal server error (request_id=abc-1)");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
}

test("a plain-text 5xx of the JSON-RPC is a NodeHttpError with the node's request id", async () => {
  const client = createCartesiPublicClient({
    transport: http(await failingNode(), { retryCount: 0 }),
  });
  const error = await getProcessedInputCount(client, { application: "echo" }).catch((e) => e);
  expect(error).toBeInstanceOf(NodeHttpError);
  expect(error).toMatchObject({ status: 500, requestId: "abc-1" });
});

test("in a page of another origin, no answer is a BrowserBlockedError naming what to allow", async () => {
  // A page's `location`, stubbed: what the action looks at to tell a cross-origin failure.
  vi.stubGlobal("location", new URL("http://localhost:5173/"));
  const client = createCartesiPublicClient({
    transport: http("http://127.0.0.1:9/rpc", { retryCount: 0 }),
  });
  const error = await getProcessedInputCount(client, { application: "echo" }).catch((e) => e);
  expect(error).toBeInstanceOf(BrowserBlockedError);
  expect(error.shortMessage).toMatch(/CARTESI_JSONRPC_CORS_ALLOWED_ORIGINS/);
});
