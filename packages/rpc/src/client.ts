import {
  ApplicationNotFoundError,
  BrowserBlockedError,
  HttpError,
  InternalError,
  InvalidParamsError,
  JsonRpcError,
  LimitExceededError,
  MalformedResponseError,
  MethodNotFoundError,
  RequestTimeoutError,
  ResourceNotFoundError,
  type RpcError,
  type RpcErrorParameters,
} from "./errors.js";
import { crossOrigin, requestIdOf, retryAfter } from "./http.js";
import type { MethodName, Methods } from "./methods.js";

export type ClientConfig = {
  /** The node's JSON-RPC endpoint, e.g. `http://127.0.0.1:6751/rpc`. */
  url: string;
  /** The `fetch` to use; default the platform's. */
  fetch?: typeof fetch;
  /** Headers added to every request, e.g. an `authorization`. */
  headers?: Record<string, string>;
  /** Milliseconds one HTTP request may take; default 10,000. */
  timeout?: number;
  /** How many times a network failure, HTTP 429 or 5xx is retried; default 3. JSON-RPC errors never are. */
  retryCount?: number;
  /**
   * Milliseconds before the first retry, doubled for each next one; default 150. An answer with
   * `Retry-After` (a node at capacity answers 503 with it) is retried after that many seconds instead.
   */
  retryDelay?: number;
  /** Send the calls made within `wait` milliseconds (default 0: the same tick) as one JSON-RPC batch. */
  batch?: boolean | { wait?: number };
};

export type RequestOptions = {
  /** Abort the request; it then rejects with the signal's reason. */
  signal?: AbortSignal;
};

/** The arguments after the method name: params are optional when the method requires none. */
export type RequestArguments<method extends MethodName> =
  Partial<Methods[method]["params"]> extends Methods[method]["params"]
    ? [params?: Methods[method]["params"], options?: RequestOptions]
    : [params: Methods[method]["params"], options?: RequestOptions];

export type Client = {
  url: string;
  /** Calls a node method and resolves with its result; rejects with an `RpcError` subclass (or the abort reason). */
  request<method extends MethodName>(
    method: method,
    ...args: RequestArguments<method>
  ): Promise<Methods[method]["result"]>;
};

type Call = {
  id: number;
  body: string;
  resolve: (result: unknown) => void;
  fail: (ErrorClass: ErrorClass, extra: ErrorExtra) => void;
};

type JsonRpcResponse = {
  id?: unknown;
  result?: unknown;
  error?: { code: number; message?: string; data?: unknown };
};

type ErrorParameters = RpcErrorParameters & { status?: number; body?: string; timeout?: number };
type ErrorClass = new (parameters: ErrorParameters) => RpcError;
type ErrorExtra = Omit<ErrorParameters, "url" | "method">;

const errorsByCode: Record<number, ErrorClass> = {
  [-32001]: ResourceNotFoundError,
  [-31001]: ResourceNotFoundError,
  [-31002]: ApplicationNotFoundError,
  [-31003]: LimitExceededError,
  [-31004]: LimitExceededError,
  [-32040]: LimitExceededError,
  [-32070]: LimitExceededError,
  [-32602]: InvalidParamsError,
  [-32601]: MethodNotFoundError,
  [-32603]: InternalError,
};

/** The class for a JSON-RPC error; nodes before 2.0.0-alpha.13 say an unknown application only in the message. */
const errorClass = ({ code, message }: { code: number; message?: string }): ErrorClass =>
  code === -32001 && /^application not found/i.test(message ?? "")
    ? ApplicationNotFoundError
    : (errorsByCode[code] ?? JsonRpcError);

/**
 * Creates a client for a rollups node's JSON-RPC API.
 *
 * @param config - the node URL and how to reach it.
 * @returns a client whose `request` is typed by the `Methods` map.
 * @example
 * const client = createClient({ url: "http://127.0.0.1:6751/rpc" });
 * const { data } = await client.request("cartesi_getInput", { application: "echo", input_index: "0x0" });
 * @see https://cartesi.github.io/rollups-ts/rpc/createClient
 */
export function createClient(config: ClientConfig): Client {
  const {
    url,
    headers,
    timeout = 10_000,
    retryCount = 3,
    retryDelay = 150,
    batch,
    fetch: fetchFunction = fetch,
  } = config;
  try {
    AbortSignal.timeout(timeout);
  } catch (cause) {
    // The platform's message in `cause` says which values it takes.
    throw new RangeError(`createClient: invalid timeout ${timeout}`, { cause });
  }
  let lastId = 0;
  const queue: Call[] = [];

  const send = async (calls: Call[], signal?: AbortSignal) => {
    for (let attempt = 0; ; ) {
      const timer = AbortSignal.timeout(timeout);
      let failure: ErrorClass = HttpError;
      let extra: ErrorExtra;
      let response: Response | undefined;
      try {
        response = await fetchFunction(url, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: batch ? `[${calls.map((call) => call.body)}]` : calls[0]!.body,
          signal: signal ? AbortSignal.any([signal, timer]) : timer,
        });
        const { status } = response;
        const text = await response.text();
        let json: unknown;
        let cause: unknown;
        try {
          json = JSON.parse(text);
        } catch (error) {
          cause = error;
        }
        const answers = [json].flat() as (JsonRpcResponse | null)[];
        // An error for the whole batch (e.g. -32040) comes as one answer with `id: null`.
        const whole = !Array.isArray(json) && answers[0]?.error && answers[0].id == null;
        const answered = whole || answers.some((answer) => calls.some((c) => c.id === answer?.id));
        // A 4xx carrying a JSON-RPC answer is that answer; any other 4xx is a transport error, and
        // 429 and 5xx are retried.
        if (response.ok || (answered && status < 500 && status !== 429)) {
          for (const call of calls) {
            const answer = whole ? answers[0] : answers.find((answer) => answer?.id === call.id);
            const error = answer?.error;
            if (error)
              call.fail(errorClass(error), {
                code: error.code,
                details: error.message,
                data: error.data,
              });
            else if (answer && "result" in answer) call.resolve(answer.result);
            else call.fail(MalformedResponseError, { data: text, cause });
          }
          return;
        }
        extra = { status, body: text, details: text, requestId: requestIdOf(response, text) };
        if (status !== 429 && status < 500) attempt = retryCount;
      } catch (cause) {
        // The caller's abort has already rejected its call.
        if (signal?.aborted) return;
        extra = { cause };
        if (crossOrigin(url)) failure = BrowserBlockedError;
        if (timer.aborted) {
          failure = RequestTimeoutError as ErrorClass;
          extra.timeout = timeout;
          attempt = retryCount;
        }
      }
      if (attempt >= retryCount) {
        for (const call of calls) call.fail(failure, extra);
        return;
      }
      await new Promise((resolve) =>
        setTimeout(resolve, retryAfter(response, retryDelay * 2 ** attempt++)),
      );
    }
  };

  return {
    url,
    request(method: string, params: unknown = {}, { signal }: RequestOptions = {}) {
      let reject!: (error: unknown) => void;
      const abort = () => reject(signal!.reason);
      return new Promise((resolve, rejectCall) => {
        reject = rejectCall;
        signal?.throwIfAborted();
        signal?.addEventListener("abort", abort);
        const id = ++lastId;
        const call: Call = {
          id,
          body: JSON.stringify({ jsonrpc: "2.0", id, method, params }),
          resolve,
          fail: (ErrorClass, extra) => reject(new ErrorClass({ url, method, params, ...extra })),
        };
        if (!batch) send([call], signal);
        else if (queue.push(call) < 2)
          setTimeout(() => send(queue.splice(0)), (batch as { wait?: number }).wait);
      }).finally(() => signal?.removeEventListener("abort", abort));
    },
  } as Client;
}
