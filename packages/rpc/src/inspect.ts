import type { ClientConfig, RequestOptions } from "./client.js";
import {
  ApplicationNotFoundError,
  BrowserBlockedError,
  HttpError,
  MalformedResponseError,
  RequestTimeoutError,
  RpcError,
  type RpcErrorParameters,
} from "./errors.js";
import { crossOrigin, requestIdOf, retryAfter } from "./http.js";
import type { ApplicationIdentifier } from "./methods.js";
import type { Hex, OpenEnum } from "./types.js";

/** The largest payload a node inspects: 2 MiB, the machine's input buffer. */
export const maxInspectPayloadBytes = 2 ** 21;

/**
 * How an inspect ended. `Accepted`, `Rejected` and `Exception` are the application's answers;
 * nodes from 2.0.0-alpha.12 on add `MachineHalted` and `Failed` (the node could not complete it).
 */
export type InspectStatus = OpenEnum<
  "Accepted" | "Rejected" | "Exception" | "MachineHalted" | "Failed"
>;

/**
 * The node's answer to an inspect, in either shape: nodes before 2.0.0-alpha.12 send `exception`
 * and `reports: null` when there are none; later ones send `error` and `exception_data` (left out
 * when empty) and `reports: []`.
 */
export type InspectResponse = {
  status: InspectStatus;
  /** The reports the application emitted, in order (kept when it failed midway). */
  reports: { payload: Hex }[] | null;
  /** How many inputs the machine had processed when it answered. */
  processed_input_count: number;
  /** Why the node could not complete the inspect (newer nodes). */
  error?: string;
  /** The application's exception payload, with `Exception` (newer nodes). */
  exception_data?: Hex;
  /** The exception message, with `Exception` (older nodes). */
  exception?: string;
};

export type InspectConfig = Omit<ClientConfig, "batch"> & {
  /**
   * The inspect endpoint, to which `/<application>` is added; default: the node URL with its
   * trailing `/rpc` replaced by `/inspect`, as the Cartesi CLI serves both on one origin.
   */
  inspectUrl?: string;
};

export type InspectParameters = {
  /** The application's name or address. */
  application: ApplicationIdentifier;
  /**
   * What to ask: bytes, a `0x` string with an even number of hex digits (bytes), or any other
   * string (sent as UTF-8 text). Pass bytes to send text that reads as hex.
   */
  payload: Hex | string | Uint8Array;
};

type InspectErrorParameters = RpcErrorParameters & { status?: number; body?: string };

/** The payload is over {@link maxInspectPayloadBytes}: refused before sending, or by the node (HTTP 413). */
export class PayloadTooLargeError extends HttpError {
  override name = "PayloadTooLargeError";
  constructor(parameters: InspectErrorParameters) {
    super(
      parameters,
      `The payload is over ${maxInspectPayloadBytes} bytes, the most a node inspects.`,
    );
  }
}

/** HTTP 503 `Machine not ready`: the node has not loaded the application's machine yet; try again later. */
export class MachineNotReadyError extends HttpError {
  override name = "MachineNotReadyError";
  constructor(parameters: InspectErrorParameters) {
    super(parameters, "The application's machine is not ready yet; try again later.");
  }
}

/** HTTP 503 `Application was foreclosed`: the application's machine is no longer available. */
export class ApplicationForeclosedError extends HttpError {
  override name = "ApplicationForeclosedError";
  constructor(parameters: InspectErrorParameters) {
    super(parameters, "The application was foreclosed; its machine answers no inspects.");
  }
}

/**
 * HTTP 503 at capacity: the application runs as many inspects as it may (`Application inspect at
 * capacity`), or the node as many requests (`service at capacity`, still so after the retries).
 */
export class AtCapacityError extends HttpError {
  override name = "AtCapacityError";
  constructor(parameters: InspectErrorParameters) {
    super(parameters, "The node is at capacity; try again later.");
  }
}

const isHex = (value: string): value is Hex => /^0x([0-9a-f]{2})*$/i.test(value);

const bytesOf = (payload: InspectParameters["payload"]): Uint8Array =>
  typeof payload !== "string"
    ? payload
    : isHex(payload)
      ? Uint8Array.from(payload.slice(2).match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
      : new TextEncoder().encode(payload);

/**
 * The URL an inspect of `application` goes to: `inspectUrl`, else the node URL with its trailing
 * `/rpc` replaced by `/inspect`, then `/<application>`.
 *
 * @param config - the node URL, and the inspect endpoint when it is elsewhere.
 * @param application - the application's name or address.
 * @returns the URL `inspect` posts to.
 * @example
 * inspectUrlOf({ url: "http://127.0.0.1:6751/rpc" }, "echo"); // "http://127.0.0.1:6751/inspect/echo"
 * @see https://cartesi.github.io/rollups-ts/rpc/inspect
 */
export function inspectUrlOf(
  config: Pick<InspectConfig, "url" | "inspectUrl">,
  application: ApplicationIdentifier,
): string {
  const { url, inspectUrl } = config;
  const base = new URL(inspectUrl ?? url);
  if (!inspectUrl) base.pathname = `${base.pathname.replace(/\/(rpc)?\/?$/, "")}/inspect`;
  base.pathname = `${base.pathname.replace(/\/$/, "")}/${encodeURIComponent(application)}`;
  return base.href;
}

const errorOf503 = (text: string) =>
  /not ready/i.test(text)
    ? MachineNotReadyError
    : /foreclosed/i.test(text)
      ? ApplicationForeclosedError
      : /at capacity/i.test(text)
        ? AtCapacityError
        : HttpError;

/**
 * Asks an application about its state without a transaction: `POST /inspect/<application>` with
 * the payload, answered with the application's reports.
 *
 * @param config - the node URL (or `inspectUrl`) and how to reach it, as for `createClient`.
 * @param parameters - the application and the payload.
 * @param options - a `signal` to abort the request.
 * @returns the node's answer, as it sent it ({@link InspectResponse}).
 * @example
 * const answer = await inspect({ url: "http://127.0.0.1:6751/rpc" }, { application: "echo", payload: "hello" });
 * @see https://cartesi.github.io/rollups-ts/rpc/inspect
 */
export async function inspect(
  config: InspectConfig,
  { application, payload }: InspectParameters,
  { signal }: RequestOptions = {},
): Promise<InspectResponse> {
  const {
    headers,
    timeout = 10_000,
    retryCount = 3,
    retryDelay = 150,
    fetch: fetchFunction = fetch,
  } = config;
  const url = inspectUrlOf(config, application);
  const base = { url, method: "inspect", params: { application } };
  const body = bytesOf(payload);
  if (body.length > maxInspectPayloadBytes)
    throw new PayloadTooLargeError({ ...base, details: `The payload has ${body.length} bytes.` });
  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted();
    const timer = AbortSignal.timeout(timeout);
    let response: Response | undefined;
    let error: Error;
    try {
      response = await fetchFunction(url, {
        method: "POST",
        headers: { "content-type": "application/octet-stream", ...headers },
        body: body as BodyInit,
        signal: signal ? AbortSignal.any([signal, timer]) : timer,
      });
      const text = await response.text();
      const { status } = response;
      const answer = {
        ...base,
        status,
        body: text,
        details: text.trim(),
        requestId: requestIdOf(response, text),
      };
      if (response.ok) {
        let json: InspectResponse | undefined;
        try {
          json = JSON.parse(text);
        } catch {}
        if (typeof json?.status !== "string" || typeof json.processed_input_count !== "number")
          throw new MalformedResponseError({ ...answer, data: text, details: undefined });
        return json;
      }
      // A node at capacity says so in its text: a page on another origin cannot read its
      // `Retry-After` (the node exposes no header to it), and retries after `retryDelay` instead.
      const retried =
        status === 429 ||
        status === 502 ||
        status === 504 ||
        response.headers.has("retry-after") ||
        (status === 503 && /at capacity/i.test(text));
      const ErrorClass =
        status === 404
          ? ApplicationNotFoundError
          : status === 413
            ? PayloadTooLargeError
            : status === 503
              ? errorOf503(text)
              : HttpError;
      error = new ErrorClass(answer);
      if (!retried) throw error;
    } catch (cause) {
      if (cause instanceof RpcError) throw cause;
      if (signal?.aborted) throw signal.reason;
      if (timer.aborted) throw new RequestTimeoutError({ ...base, timeout, cause });
      error = new (crossOrigin(url) ? BrowserBlockedError : HttpError)({ ...base, cause });
    }
    if (attempt >= retryCount) throw error;
    await new Promise((resolve) =>
      setTimeout(resolve, retryAfter(response, retryDelay * 2 ** attempt)),
    );
  }
}
