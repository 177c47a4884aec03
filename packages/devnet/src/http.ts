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
