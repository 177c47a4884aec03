import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/**
 * A request body over the reader's limit: `size` bytes, as declared or as read. `drained`: the whole
 * body was read (and dropped), so the connection can carry the answer and stay open.
 */
export class BodyTooLarge extends Error {
  readonly size: number;
  readonly drained: boolean;
  constructor(size: number, drained: boolean) {
    super(`request body of ${size} bytes is over the limit`);
    this.size = size;
    this.drained = drained;
  }
}

/**
 * Reads a request body of at most `maxBytes`. A longer one is refused once it has arrived, up to
 * `maxBytes` more read and dropped: a client still sending then gets the answer, not a reset
 * connection. Go's server (the node's) gets the same by reading on after it answers (up to 256 KiB)
 * and closing the connection gently. A body longer than that is refused at once, and its
 * connection is to be closed.
 */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const drainBytes = 2 * maxBytes;
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > drainBytes) {
      request.resume();
      reject(new BodyTooLarge(declared, false));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > drainBytes) {
        request.off("data", onData);
        request.off("end", onEnd);
        request.resume();
        reject(new BodyTooLarge(size, false));
        return;
      }
      if (size <= maxBytes) chunks.push(chunk);
    };
    const onEnd = () => {
      if (size > maxBytes) reject(new BodyTooLarge(size, true));
      else resolve(Buffer.concat(chunks));
    };
    request.on("data", onData);
    request.on("end", onEnd);
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
