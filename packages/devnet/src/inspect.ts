import type { IncomingMessage, ServerResponse } from "node:http";
import { bytesToHex, type Hex, isHex } from "viem";
import type { InspectContext, InspectHandler, InspectResult } from "./handler.ts";
import { BodyTooLarge, readBody } from "./http.ts";

/** Largest inspect payload the node takes: the machine's input buffer (2 MiB), as the real node. */
export const maxInspectPayloadBytes = 2 ** 21;

const corsHeaders = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type",
};

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...corsHeaders, "content-type": "text/plain; charset=utf-8" });
  response.end(`${text}\n`);
}

/** The JSON a v2 node answers an inspect request with (`internal/inspect` of rollups-node). */
export type InspectAnswer = {
  status: "Accepted" | "Rejected" | "Exception";
  exception?: string;
  reports: { payload: Hex }[] | null;
  processed_input_count: number;
};

const wireStatus = { ACCEPTED: "Accepted", REJECTED: "Rejected", EXCEPTION: "Exception" } as const;

export type InspectEndpointOptions = {
  /** Names the application answers to besides its address (compared without case). */
  applicationName: string;
  applicationAddress: string;
  /** Undefined when the application answers no inspect requests. */
  inspect: InspectHandler | undefined;
  context: () => InspectContext;
  onError: (error: unknown) => void;
};

/**
 * The node's inspect endpoint: `POST /inspect/<application>` with the raw payload as body, or
 * `GET /inspect/<application>/<0x payload>` (older v2 nodes), answered as a v2 node does.
 */
export function inspectEndpoint(options: InspectEndpointOptions) {
  return async (
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> => {
    const [, application, pathPayload] = /^\/inspect\/([^/]+)(?:\/([^/]*))?$/.exec(path) ?? [];
    if (!application) return sendText(response, 400, "Missing application address");
    if (request.method === "OPTIONS") {
      response.writeHead(204, corsHeaders);
      response.end();
      return;
    }
    const known = [options.applicationName, options.applicationAddress].map((name) =>
      name.toLowerCase(),
    );
    if (!known.includes(decodeURIComponent(application).toLowerCase()))
      return sendText(response, 404, "Application not found");
    let payload: Hex;
    if (request.method === "POST") {
      try {
        payload = bytesToHex(await readBody(request, maxInspectPayloadBytes));
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          response.setHeader("connection", "close");
          return sendText(response, 413, "Payload too large");
        }
        return sendText(response, 400, "Bad request");
      }
    } else if (request.method === "GET") {
      if (!pathPayload) return sendText(response, 400, "Missing payload");
      if (!isHex(pathPayload) || pathPayload.length % 2 !== 0)
        return sendText(
          response,
          400,
          `payload in the path must be 0x followed by an even number of hex digits, got ${pathPayload.slice(0, 80)}`,
        );
      payload = pathPayload.toLowerCase() as Hex;
      if ((payload.length - 2) / 2 > maxInspectPayloadBytes)
        return sendText(response, 413, "Payload too large");
    } else {
      response.setHeader("allow", "GET, POST");
      return sendText(response, 405, "Method not allowed");
    }
    if (!options.inspect)
      return sendText(
        response,
        501,
        `Application ${options.applicationName} answers no inspect requests (its handler has no inspect function)`,
      );
    const context = options.context();
    let result: InspectResult;
    try {
      result = await options.inspect(payload, context);
    } catch (error) {
      options.onError(error);
      result = {
        status: "EXCEPTION",
        exception: error instanceof Error ? error.message : String(error),
      };
    }
    const status = wireStatus[result.status ?? "ACCEPTED"] ?? "Exception";
    const reports = (result.reports ?? []).map((report) => ({ payload: report }));
    const answer: InspectAnswer = {
      status,
      ...(status === "Exception"
        ? { exception: `Error on the machine while inspecting: ${result.exception ?? ""}` }
        : {}),
      reports: reports.length > 0 ? reports : null,
      processed_input_count: Number(context.processedInputCount),
    };
    response.writeHead(200, { ...corsHeaders, "content-type": "application/json" });
    response.end(`${JSON.stringify(answer)}\n`);
  };
}
