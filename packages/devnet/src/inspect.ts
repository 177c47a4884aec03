import type { IncomingMessage, ServerResponse } from "node:http";
import { bytesToHex, type Hex, stringToHex } from "viem";
import type { Dialect } from "./dialect.ts";
import type { InspectContext, InspectHandler, InspectResult } from "./handler.ts";
import { BodyTooLarge, corsHeaders, type HttpPosture, readBody } from "./http.ts";

/** Largest inspect payload the node takes: the machine's input buffer (2 MiB), as the real node. */
export const maxInspectPayloadBytes = 2 ** 21;

/**
 * The JSON a v2 node answers an inspect request with (`internal/inspect` of rollups-node): nodes
 * before 2.0.0-alpha.12 (dialect `R`) send `exception` and `reports: null` when there are none;
 * alpha.12 on (`I`, `N`) send `error` and `exception_data` (left out when empty) and `reports: []`.
 */
export type InspectAnswer =
  | {
      status: "Accepted" | "Rejected" | "Exception";
      exception?: string;
      reports: { payload: Hex }[] | null;
      processed_input_count: number;
    }
  | {
      status: "Accepted" | "Rejected" | "Exception" | "MachineHalted" | "Failed";
      error?: string;
      exception_data?: Hex;
      reports: { payload: Hex }[];
      processed_input_count: number;
    };

const wireStatus = { ACCEPTED: "Accepted", REJECTED: "Rejected", EXCEPTION: "Exception" } as const;

export type InspectEndpointOptions = HttpPosture & {
  /** Names the application answers to besides its address (compared without case). */
  applicationName: string;
  applicationAddress: string;
  /** Undefined when the application answers no inspect requests. */
  inspect: InspectHandler | undefined;
  context: () => InspectContext;
  /** Whether the application was foreclosed: its machine then answers no inspects (HTTP 503). */
  foreclosed: () => boolean;
  onError: (error: unknown) => void;
  /**
   * Inspect requests answered at once; more get HTTP 503 `service at capacity` with
   * `Retry-After: 1`, as a real node beyond `CARTESI_INSPECT_MAX_INFLIGHT`. Default: no limit.
   */
  maxInflight?: number | undefined;
};

/** The answer of a node in `dialect` to an inspect that ended with `result`. */
export function inspectAnswer(
  result: InspectResult,
  processedInputCount: bigint,
  dialect: Dialect,
): InspectAnswer {
  const status = wireStatus[result.status ?? "ACCEPTED"] ?? "Exception";
  const reports = (result.reports ?? []).map((report) => ({ payload: report }));
  const processed_input_count = Number(processedInputCount);
  const exception = status === "Exception" ? (result.exception ?? "") : undefined;
  if (dialect === "R")
    return {
      status,
      ...(exception !== undefined
        ? { exception: `Error on the machine while inspecting: ${exception}` }
        : {}),
      reports: reports.length > 0 ? reports : null,
      processed_input_count,
    };
  return {
    status,
    ...(exception !== undefined ? { exception_data: stringToHex(exception) } : {}),
    reports,
    processed_input_count,
  };
}

/**
 * The node's inspect endpoint: `POST /inspect/<application>` with the raw payload as body,
 * answered as a v2 node of the dialect does; any other method gets 405 with `Allow: POST`.
 */
export function inspectEndpoint(options: InspectEndpointOptions) {
  let inflight = 0;
  return async (
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    dialect: Dialect,
  ): Promise<void> => {
    const cors = corsHeaders(request, options, "POST, OPTIONS");
    const sendText = (status: number, text: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        ...cors,
        ...headers,
        "content-type": "text/plain; charset=utf-8",
      });
      response.end(`${text}\n`);
    };
    const [, application] = /^\/inspect\/([^/]+)$/.exec(path) ?? [];
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    if (request.method !== "POST") return sendText(405, "Method not allowed", { allow: "POST" });
    if (!application) return sendText(400, "Missing application address");
    const known = [options.applicationName, options.applicationAddress].map((name) =>
      name.toLowerCase(),
    );
    if (!known.includes(decodeURIComponent(application).toLowerCase()))
      return sendText(404, "Application not found");
    if (options.foreclosed()) {
      request.resume();
      return sendText(503, "Application was foreclosed; machine unavailable");
    }
    if (options.maxInflight !== undefined && inflight >= options.maxInflight) {
      request.resume();
      const requestId = response.getHeader("x-request-id");
      return sendText(503, `service at capacity (request_id=${requestId})`, { "retry-after": "1" });
    }
    inflight++;
    try {
      let payload: Hex;
      try {
        payload = bytesToHex(await readBody(request, maxInspectPayloadBytes));
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          if (!error.drained) response.setHeader("connection", "close");
          return sendText(413, "Payload too large");
        }
        return sendText(400, "Bad request");
      }
      if (!options.inspect)
        return sendText(
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
      const answer = inspectAnswer(result, context.processedInputCount, dialect);
      response.writeHead(200, { ...cors, "content-type": "application/json" });
      response.end(`${JSON.stringify(answer)}\n`);
    } finally {
      inflight--;
    }
  };
}
