import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type Dialect, dialects, isDialect } from "./dialect.ts";
import { BodyTooLarge, corsHeaders, type HttpPosture, newRequestId, readBody } from "./http.ts";
import type { RpcContext } from "./methods.ts";
import { handleRpc } from "./rpc.ts";
import { withdrawalProofsPath, withdrawalProofsRoute } from "./withdrawal-proofs.ts";

/** Largest request body the node reads (1 MiB). */
export const maxBodyBytes = 1024 * 1024;

/** Answers `/inspect/<application>` (at the root or under `/<dialect>`) in the given dialect. */
export type InspectRoute = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  dialect: Dialect,
) => Promise<void>;

/**
 * The node's HTTP front: JSON-RPC 2.0 over POST at `/rpc` in the node's dialect, and at
 * `/<dialect>/rpc` in each dialect it speaks (`served`), `/inspect/…` (also under
 * `/<dialect>`) when given, and the devnet's own `GET /devnet/withdrawal-proofs`, which no real
 * node has. Every answer carries an `X-Request-ID`; CORS allows any origin unless
 * `posture` lists some.
 */
export function createRpcServer(
  nodeContext: RpcContext,
  onError: (error: unknown) => void,
  contextOf: (dialect: Dialect) => RpcContext = (dialect) => ({ ...nodeContext, dialect }),
  inspect?: InspectRoute,
  posture: HttpPosture = {},
  served: readonly Dialect[] = dialects,
): Server {
  const proofs = withdrawalProofsRoute(nodeContext.applications, posture);
  return createServer(async (request, response) => {
    response.setHeader("x-request-id", newRequestId());
    const url = new URL(request.url ?? "/", "http://localhost");
    const path = url.pathname;
    if (path === withdrawalProofsPath) {
      try {
        return proofs(request, response, url);
      } catch (error) {
        onError(error);
        response.writeHead(500, { "content-type": "application/json" });
        return response.end(
          JSON.stringify({ error: { code: "INTERNAL_ERROR", message: "Internal server error" } }),
        );
      }
    }
    const [, dialectPrefix, inspectPath] = /^(?:\/([RIN]))?(\/inspect\/.*)$/.exec(path) ?? [];
    if (inspect && inspectPath)
      return inspect(
        request,
        response,
        inspectPath,
        (dialectPrefix as Dialect) ?? nodeContext.dialect,
      );
    const cors = corsHeaders(request, posture, "POST, OPTIONS");
    const sendText = (status: number, text: string) => {
      response.writeHead(status, { ...cors, "content-type": "text/plain; charset=utf-8" });
      response.end(`${text}\n`);
    };
    const sendJson = (body: unknown) => {
      response.writeHead(200, { ...cors, "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const [, prefix, rest] = /^(?:\/([^/]+))?(\/rpc)$/.exec(path) ?? [];
    if (!rest || (prefix !== undefined && !isDialect(prefix))) return sendText(404, "Not found");
    if (prefix !== undefined && !served.includes(prefix))
      return sendText(
        404,
        `Not found: this node speaks ${served.join(" and ")}, the dialects of its application's contract generation`,
      );
    const context = prefix ? contextOf(prefix) : nodeContext;
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors);
      return response.end();
    }
    if (request.method !== "POST") return sendText(405, "Method not allowed");
    let body: Buffer;
    try {
      body = await readBody(request, maxBodyBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) return sendText(400, "Failed to read request body");
      if (!error.drained) response.setHeader("connection", "close");
      // Nodes from alpha.12 (I) on say why; older ones only that they could not read it.
      return context.dialect === "R"
        ? sendText(400, "Failed to read request body")
        : sendText(413, "Payload too large");
    }
    const answer = await handleRpc(body.toString("utf8"), context, onError);
    if ("text" in answer) return sendText(answer.status, answer.text);
    sendJson(answer.json);
  });
}
