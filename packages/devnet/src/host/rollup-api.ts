import type { IncomingMessage, ServerResponse } from "node:http";
import { type Address, getAddress, type Hex, isHex, toHex } from "viem";
import { encodeOutput } from "../encoding.ts";
import type { Output } from "../handler.ts";
import { BodyTooLarge, readBody } from "../http.ts";

/** Largest JSON body the rollup HTTP server reads (the real server's limit, 5 MiB). */
export const maxRollupBodyBytes = 5 * 1024 * 1024;

/** The machine's TX buffer (2 MiB): an encoded output, a report or an exception must fit in it. */
export const txBufferBytes = 2 ** 21;

/** A refusal the rollup HTTP server answers with `400` and a plain-text message, as the real one. */
export class RollupRequestError extends Error {
  override name = "RollupRequestError";
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  response.end(text);
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Reads a JSON object body the way the real server's JSON extractor does, or throws a RollupRequestError. */
export async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    request.resume();
    throw new RollupRequestError(
      `Content type error: expected application/json, got ${type || "no content-type"}`,
    );
  }
  let body: Buffer;
  try {
    body = await readBody(request, maxRollupBodyBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    throw new RollupRequestError(
      `Payload error: JSON payload (${error.size} bytes) is larger than allowed (limit: ${maxRollupBodyBytes} bytes)`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch (error) {
    throw new RollupRequestError(`Json deserialize error: ${(error as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new RollupRequestError("Json deserialize error: expected a JSON object");
  return value as Record<string, unknown>;
}

function stringField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined)
    throw new RollupRequestError(`Json deserialize error: missing field \`${field}\``);
  if (typeof value !== "string")
    throw new RollupRequestError(`Json deserialize error: field \`${field}\` must be a string`);
  return value;
}

function bytesField(body: Record<string, unknown>, field: string, what: string): Hex {
  const value = stringField(body, field);
  if (!isHex(value) || value.length % 2 !== 0)
    throw new RollupRequestError(
      `unable to insert ${what}: ${field} must be 0x followed by an even number of hex digits, got ${JSON.stringify(value.slice(0, 40))}${value.length > 40 ? "…" : ""}`,
    );
  return value.toLowerCase() as Hex;
}

function checkFits(bytes: number, what: string): void {
  if (bytes > txBufferBytes)
    throw new RollupRequestError(
      `unable to insert ${what}: it takes ${bytes} bytes, over the machine's TX buffer of ${txBufferBytes} bytes`,
    );
}

function destinationField(body: Record<string, unknown>, what: string): Address {
  const value = stringField(body, "destination");
  if (value.length !== 42 || !value.startsWith("0x") || !isHex(value))
    throw new RollupRequestError(
      `address not valid: ${what} destination must be 0x followed by 40 hex digits, got ${JSON.stringify(value.slice(0, 50))}`,
    );
  return getAddress(value);
}

/** Reads `/notice`, `/voucher` or `/delegate-call-voucher` into an output, refusing one that does not fit. */
export function readOutput(
  endpoint: "notice" | "voucher" | "delegate-call-voucher",
  body: Record<string, unknown>,
): Output {
  let output: Output;
  if (endpoint === "notice") {
    output = { type: "notice", payload: bytesField(body, "payload", "notice") };
  } else if (endpoint === "voucher") {
    const destination = destinationField(body, "voucher");
    let value = 0n;
    if (body.value !== undefined && body.value !== null) {
      const text = stringField(body, "value");
      if (!/^0x([0-9a-fA-F]{2}){1,32}$/.test(text))
        throw new RollupRequestError(
          `unable to insert voucher: value must be 0x followed by 2 to 64 hex digits (an even number), got ${JSON.stringify(text.slice(0, 80))}`,
        );
      value = BigInt(text);
    }
    output = {
      type: "voucher",
      destination,
      value,
      payload: bytesField(body, "payload", "voucher"),
    };
  } else {
    output = {
      type: "delegateCallVoucher",
      destination: destinationField(body, "delegate call voucher"),
      payload: bytesField(body, "payload", "delegate call voucher"),
    };
  }
  const encoded = encodeOutput(
    output.type === "voucher" ? { ...output, value: output.value ?? 0n } : output,
  );
  checkFits((encoded.length - 2) / 2, endpoint.replaceAll("-", " "));
  return output;
}

/** Reads the payload of `/report` or `/exception`, refusing one that does not fit. */
export function readPayload(what: "report" | "exception", body: Record<string, unknown>): Hex {
  const payload = bytesField(body, "payload", what);
  checkFits((payload.length - 2) / 2, what);
  return payload;
}

/** Reads the status of `/finish`. */
export function readFinishStatus(body: Record<string, unknown>): "accept" | "reject" {
  const status = body.status;
  if (status !== "accept" && status !== "reject")
    throw new RollupRequestError("status must be 'accept' or 'reject'");
  return status;
}

/** The text the real server puts in the exception when the application process ends. */
export function exitDescription(code: number | null, signal: NodeJS.Signals | null): Hex {
  return toHex(
    signal ? `dapp exited with signal: ${signal}` : `dapp exited with exit status: ${code}`,
  );
}
