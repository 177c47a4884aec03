import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** A request body over the reader's limit: `size` bytes, as declared or as read so far. */
export class BodyTooLarge extends Error {
  readonly size: number;
  constructor(size: number) {
    super(`request body of ${size} bytes is over the limit`);
    this.size = size;
  }
}

/**
 * Reads a request body of at most `maxBytes`, refusing it as soon as its declared length or what
 * has arrived goes over; the rest is drained so the connection can still carry the answer.
 */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > maxBytes) {
      request.resume();
      reject(new BodyTooLarge(declared));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        request.removeAllListeners("data");
        request.resume();
        reject(new BodyTooLarge(size));
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** How the node's HTTP surfaces answer browsers: which origins CORS allows. */
export type HttpPosture = {
  /**
   * Origins allowed to call the node from a browser; default: any (`*`). A real node allows none
   * unless its operator lists them (`CARTESI_JSONRPC_CORS_ALLOWED_ORIGINS`,
   * `CARTESI_INSPECT_CORS_ALLOWED_ORIGINS`).
   */
  corsOrigins?: readonly string[] | undefined;
};

/**
 * The CORS headers of an answer: `*` when no origins are listed; else the request's origin when it
 * is listed, and none otherwise (the browser then blocks the answer, as with a real node).
 */
export function corsHeaders(
  request: IncomingMessage,
  { corsOrigins }: HttpPosture,
  methods: string,
): Record<string, string> {
  const common = {
    "access-control-allow-methods": methods,
    "access-control-allow-headers": "content-type",
    // No Access-Control-Expose-Headers, as a node sends none: a page on another origin cannot
    // read `X-Request-ID` or `Retry-After`.
    "access-control-max-age": "600",
  };
  if (!corsOrigins) return { "access-control-allow-origin": "*", ...common };
  const origin = request.headers.origin;
  return origin && corsOrigins.includes(origin)
    ? { "access-control-allow-origin": origin, vary: "origin", ...common }
    : { vary: "origin" };
}

/** A fresh request id, sent as `X-Request-ID` on every answer as a real node does. */
export const newRequestId = (): string => randomUUID();
