import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type Dialect, dialects, isDialect } from "./dialect.ts";
import { errorCodes } from "./errors.ts";
import { BodyTooLarge, readBody } from "./http.ts";
import type { RpcContext } from "./methods.ts";
import { handleRpc } from "./rpc.ts";

/** Largest request body the node reads (1 MiB). */
export const maxBodyBytes = 1024 * 1024;

const corsHeaders = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
  "access-control-max-age": "600",
};

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...corsHeaders, "content-type": "text/plain; charset=utf-8" });
  response.end(`${text}\n`);
}

function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { ...corsHeaders, "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * The node's HTTP front: JSON-RPC 2.0 over POST at `/rpc` in the node's dialect, and at
 * `/<dialect>/rpc` in each dialect it speaks (`served`; CORS open, for browser apps), and
 * `/inspect/…` when given.
 */
export function createRpcServer(
  nodeContext: RpcContext,
  onError: (error: unknown) => void,
  contextOf: (dialect: Dialect) => RpcContext = (dialect) => ({ ...nodeContext, dialect }),
  inspect?: (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>,
  served: readonly Dialect[] = dialects,
): Server {
  return createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (inspect && path.startsWith("/inspect/")) return inspect(request, response, path);
    const [, prefix, rest] = /^(?:\/([^/]+))?(\/rpc)$/.exec(path) ?? [];
    if (!rest || (prefix !== undefined && !isDialect(prefix)))
      return sendText(response, 404, "Not found");
    if (prefix !== undefined && !served.includes(prefix))
      return sendText(
        response,
        404,
        `Not found: this node speaks ${served.join(" and ")}, the dialects of its application's contract generation`,
      );
    const context = prefix ? contextOf(prefix) : nodeContext;
    if (request.method === "OPTIONS") {
      response.writeHead(204, corsHeaders);
      return response.end();
    }
    if (request.method !== "POST") return sendText(response, 405, "Method not allowed");
    let body: Buffer;
    try {
      body = await readBody(request, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        response.setHeader("connection", "close");
        return sendText(response, 413, `Request body too large (limit ${maxBodyBytes} bytes)`);
      }
      return sendText(response, 400, "Could not read request body");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      // N answers a body that is not JSON in a JSON-RPC envelope; older nodes in plain text.
      if (context.dialect === "N" && body.length > 0)
        return sendJson(response, {
          jsonrpc: "2.0",
          id: null,
          error: { code: errorCodes.parseError, message: "Parse error" },
        });
      return sendText(response, 400, "Invalid JSON in request body");
    }
    const answer = await handleRpc(parsed, context, onError);
    if (answer === undefined) {
      response.writeHead(204, corsHeaders);
      return response.end();
    }
    sendJson(response, answer);
  });
}
