import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createClient } from "./client.js";
import {
  ApplicationNotFoundError,
  HttpError,
  InternalError,
  InvalidParamsError,
  JsonRpcError,
  LimitExceededError,
  MalformedResponseError,
  MethodNotFoundError,
  RequestTimeoutError,
  ResourceNotFoundError,
  RpcError,
} from "./errors.js";

type JsonRpcRequest = { jsonrpc: string; id: number; method: string; params: unknown };
type Received = { body: JsonRpcRequest | JsonRpcRequest[]; headers: IncomingMessage["headers"] };
type Handler = (received: Received, response: ServerResponse, count: number) => void;

const servers: { close: () => void }[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.restoreAllMocks();
});

/** A small HTTP server standing in for a misbehaving node or proxy: `handler` decides each answer. */
async function serve(handler: Handler) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = {
        body: JSON.parse(Buffer.concat(chunks).toString()),
        headers: request.headers,
      };
      received.push(entry);
      handler(entry, response, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  servers.push({ close });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/rpc`, received };
}

const json = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

const text = (response: ServerResponse, body: string, status: number) => {
  response.writeHead(status, { "content-type": "text/plain" });
  response.end(body);
};

/** Answers every request of a single call or batch with `answer(request)`. */
const answering =
  (answer: (request: JsonRpcRequest) => unknown): Handler =>
  ({ body }, response) =>
    json(response, Array.isArray(body) ? body.map(answer) : answer(body as JsonRpcRequest));

const chainId = (request: JsonRpcRequest) => ({
  jsonrpc: "2.0",
  id: request.id,
  result: { data: "0x7a69" },
});

const input = { application: "echo", input_index: "0x5" } as const;

describe("a single request", () => {
  test("posts a JSON-RPC 2.0 request with named params and resolves with the result", async () => {
    const node = await serve(answering((request) => ({ ...chainId(request), extra: true })));
    const client = createClient({ url: node.url, headers: { authorization: "Bearer token" } });
    await expect(client.request("cartesi_getInput", input)).resolves.toEqual({ data: "0x7a69" });
    const [{ body, headers }] = node.received as [Received];
    expect(body).toEqual({ jsonrpc: "2.0", id: 1, method: "cartesi_getInput", params: input });
    expect(headers["content-type"]).toBe("application/json");
    expect(headers.authorization).toBe("Bearer token");
  });

  test("passes through fields it does not know, as newer nodes send them", async () => {
    const epoch = { index: "0x0", status: "CLAIM_ACCEPTED", tournament_address: null, future: 1 };
    const node = await serve(
      answering((request) => ({ jsonrpc: "2.0", id: request.id, result: { data: epoch } })),
    );
    const client = createClient({ url: node.url });
    const { data } = await client.request("cartesi_getEpoch", {
      application: "echo",
      epoch_index: "0x0",
    });
    expect(data).toEqual(epoch);
  });

  test("sends empty named params when a method takes none", async () => {
    const node = await serve(answering(chainId));
    const client = createClient({ url: node.url });
    await client.request("cartesi_getChainId");
    await client.request("cartesi_listApplications");
    expect(node.received.map(({ body }) => (body as JsonRpcRequest).params)).toEqual([{}, {}]);
  });

  test("goes through the given fetch", async () => {
    const node = await serve(answering(chainId));
    const urls: string[] = [];
    const client = createClient({
      url: node.url,
      fetch: (url, init) => {
        urls.push(String(url));
        return fetch(url, init);
      },
    });
    await client.request("cartesi_getChainId");
    expect(urls).toEqual([node.url]);
  });

  test("gives each request its own id", async () => {
    const node = await serve(answering(chainId));
    const client = createClient({ url: node.url });
    await Promise.all([client.request("cartesi_getChainId"), client.request("cartesi_getChainId")]);
    const ids = node.received.map(({ body }) => (body as JsonRpcRequest).id);
    expect(new Set(ids).size).toBe(2);
  });
});

describe("JSON-RPC errors", () => {
  test.each([
    [-32001, "Input not found", ResourceNotFoundError],
    [-32001, "Application not found", ApplicationNotFoundError],
    [-31001, "resource not found", ResourceNotFoundError],
    [-31002, "application not found", ApplicationNotFoundError],
    [-31003, "response size limit exceeded", LimitExceededError],
    [-31004, "batch limit exceeded", LimitExceededError],
    [-32040, "batch too large", LimitExceededError],
    [-32070, "timeout", LimitExceededError],
    [-32602, "invalid input_index: expected hex encoded value", InvalidParamsError],
    [-32601, "Method not found", MethodNotFoundError],
    [-32603, "Internal server error", InternalError],
    [-32700, "Parse error", JsonRpcError],
    [-32600, "Invalid Request", JsonRpcError],
  ])("code %i rejects with %s and is never retried", async (code, message, ErrorClass) => {
    const node = await serve(
      answering((request) => ({
        jsonrpc: "2.0",
        id: request.id,
        error: { code, message, data: 7 },
      })),
    );
    const client = createClient({ url: node.url, retryDelay: 1 });
    const error = await client.request("cartesi_getInput", input).catch((error) => error);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error).toBeInstanceOf(RpcError);
    expect(error.name).toBe(ErrorClass.name);
    expect(error).toMatchObject({
      url: node.url,
      method: "cartesi_getInput",
      params: input,
      code,
      details: message,
      data: 7,
    });
    expect(node.received).toHaveLength(1);
  });

  test("an unknown application is also a ResourceNotFoundError, so one check catches both", async () => {
    const node = await serve(
      answering((request) => ({
        jsonrpc: "2.0",
        id: request.id,
        error: { code: -31002, message: "application not found" },
      })),
    );
    const error = await createClient({ url: node.url })
      .request("cartesi_getInput", input)
      .catch((error) => error);
    expect(error).toBeInstanceOf(ResourceNotFoundError);
    expect(error.shortMessage).toBe(
      "The node does not know this application; check its name or address.",
    );
  });

  test("a limit error keeps the code that says which limit", async () => {
    for (const code of [-31003, -31004, -32040, -32070]) {
      const node = await serve(
        answering((request) => ({ jsonrpc: "2.0", id: request.id, error: { code, message: "x" } })),
      );
      const error = await createClient({ url: node.url })
        .request("cartesi_listInputs", { application: "echo" })
        .catch((error) => error);
      expect(error).toMatchObject({ name: "LimitExceededError", code });
      expect(error.message).toContain(`Code: ${code}`);
    }
  });

  test("an error for the whole batch (id null) rejects every call of it with that error", async () => {
    const node = await serve((_, response) =>
      json(response, {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32040, message: "batch too large" },
      }),
    );
    const client = createClient({ url: node.url, batch: true });
    const errors = await Promise.all([
      client.request("cartesi_getChainId").catch((error) => error),
      client.request("cartesi_getNodeVersion").catch((error) => error),
    ]);
    for (const [index, error] of errors.entries()) {
      expect(error).toBeInstanceOf(LimitExceededError);
      expect(error.code).toBe(-32040);
      expect(error.method).toBe(["cartesi_getChainId", "cartesi_getNodeVersion"][index]);
    }
    expect(node.received).toHaveLength(1);
  });

  test("a 4xx whose body is a JSON-RPC answer is that answer; a plain-text 4xx is an HttpError", async () => {
    const jsonNode = await serve(({ body }, response) =>
      json(
        response,
        {
          jsonrpc: "2.0",
          id: (body as JsonRpcRequest).id,
          error: { code: -32602, message: "bad" },
        },
        400,
      ),
    );
    const parsed = await createClient({ url: jsonNode.url })
      .request("cartesi_getInput", input)
      .catch((error) => error);
    expect(parsed).toBeInstanceOf(InvalidParamsError);
    const textNode = await serve((_, response) => text(response, "invalid request body", 400));
    const plain = await createClient({ url: textNode.url, retryDelay: 1 })
      .request("cartesi_getInput", input)
      .catch((error) => error);
    expect(plain).toBeInstanceOf(HttpError);
    expect(plain).toMatchObject({ status: 400, body: "invalid request body" });
    expect(textNode.received).toHaveLength(1);
  });

  test("the message says what failed, what to do and where", async () => {
    const node = await serve(
      answering((request) => ({
        jsonrpc: "2.0",
        id: request.id,
        error: { code: -32001, message: "Input not found" },
      })),
    );
    const error = await createClient({ url: node.url })
      .request("cartesi_getInput", input)
      .catch((error) => error);
    expect(error.shortMessage).toBe("Not found; check the application and the index.");
    expect(error.message.replace(node.url, "<url>")).toMatchInlineSnapshot(`
      "Not found; check the application and the index.

      Request: cartesi_getInput {"application":"echo","input_index":"0x5"} to <url>
      Code: -32001
      Details: Input not found"
    `);
  });
});

describe("retries", () => {
  test("a dropped connection is retried until the node answers", async () => {
    const node = await serve((received, response, count) =>
      count < 3 ? response.socket!.destroy() : answering(chainId)(received, response, count),
    );
    const client = createClient({ url: node.url, retryDelay: 1 });
    await expect(client.request("cartesi_getChainId")).resolves.toEqual({ data: "0x7a69" });
    expect(node.received).toHaveLength(3);
  });

  test("connections that keep dropping end in an HttpError without status, after retryCount retries", async () => {
    const node = await serve((_, response) => response.socket!.destroy());
    const client = createClient({ url: node.url, retryCount: 2, retryDelay: 1 });
    const error = await client.request("cartesi_getChainId").catch((error) => error);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBeUndefined();
    expect(error.shortMessage).toBe("The node is unreachable; check the URL.");
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.walk()).not.toBe(error);
    expect(node.received).toHaveLength(3);
  });

  test("an unreachable node ends in an HttpError whose cause chain names the network error", async () => {
    const node = await serve(answering(chainId));
    for (const server of servers.splice(0)) server.close();
    const client = createClient({ url: node.url, retryCount: 1, retryDelay: 1 });
    const error = await client.request("cartesi_getChainId").catch((error) => error);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBeUndefined();
    expect(error.walk()).toMatchObject({ code: "ECONNREFUSED" });
    expect(error.walk((cause: unknown) => cause instanceof TypeError)).toBe(error.cause);
  });

  test.each([503, 429, 502])("HTTP %i is retried until the node answers", async (status) => {
    const node = await serve((received, response, count) =>
      count < 3 ? text(response, "busy", status) : answering(chainId)(received, response, count),
    );
    const client = createClient({ url: node.url, retryDelay: 1 });
    await expect(client.request("cartesi_getChainId")).resolves.toEqual({ data: "0x7a69" });
    expect(node.received).toHaveLength(3);
  });

  test("a lasting 5xx ends in an HttpError with the status and body", async () => {
    const node = await serve((_, response) => text(response, "upstream down", 503));
    const client = createClient({ url: node.url, retryCount: 3, retryDelay: 1 });
    const error = await client.request("cartesi_getChainId").catch((error) => error);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, body: "upstream down", details: "upstream down" });
    expect(error.shortMessage).toBe("The node answered HTTP 503.");
    expect(node.received).toHaveLength(4);
  });

  test.each([400, 404, 413])("HTTP %i is not retried", async (status) => {
    const node = await serve((_, response) =>
      text(response, "Invalid JSON in request body", status),
    );
    const client = createClient({ url: node.url, retryDelay: 1 });
    const error = await client.request("cartesi_getChainId").catch((error) => error);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, body: "Invalid JSON in request body" });
    expect(node.received).toHaveLength(1);
  });

  test("waits retryDelay before the first retry and doubles it for each next one", async () => {
    const node = await serve((received, response, count) =>
      count < 4 ? text(response, "busy", 503) : answering(chainId)(received, response, count),
    );
    const setTimeoutSpy = vi.spyOn(globalThis, "setTimeout");
    const client = createClient({ url: node.url, retryDelay: 13 });
    const result = client.request("cartesi_getChainId");
    await expect(result).resolves.toEqual({ data: "0x7a69" });
    expect(node.received).toHaveLength(4);
    // The platform's own timers use other delays; the client's backoff is the multiples of 13.
    const delays = setTimeoutSpy.mock.calls
      .map(([, delay]) => delay)
      .filter((delay) => delay! % 13 === 0);
    expect(delays).toEqual([13, 26, 52]);
  });
});

describe("timeout and abort", () => {
  test("a node that hangs rejects with a RequestTimeoutError, not retried", async () => {
    const node = await serve(() => {});
    // The server runs in this process: a request is counted once its body has been read here,
    // which a loaded machine did not get to within 100 ms, before the client gave up on it.
    const client = createClient({ url: node.url, timeout: 1_000, retryDelay: 1 });
    const error = await client.request("cartesi_getInput", input).catch((error) => error);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ timeout: 1_000, method: "cartesi_getInput", params: input });
    expect(error.shortMessage).toBe("No answer within 1000 ms; check the node or the timeout.");
    expect(node.received).toHaveLength(1);
  });

  test("a body that stops halfway times out too", async () => {
    const node = await serve((_, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"jsonrpc":"2.0",');
    });
    const client = createClient({ url: node.url, timeout: 100 });
    await expect(client.request("cartesi_getChainId")).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  test("aborting rejects with the signal's reason and closes the request", async () => {
    let closed = false;
    const node = await serve((_, response) => response.on("close", () => (closed = true)));
    const client = createClient({ url: node.url });
    const controller = new AbortController();
    const result = client.request("cartesi_getChainId", undefined, { signal: controller.signal });
    await vi.waitFor(() => expect(node.received).toHaveLength(1));
    controller.abort(new Error("user left"));
    await expect(result).rejects.toThrow("user left");
    await vi.waitFor(() => expect(closed).toBe(true));
  });

  test("an already aborted signal sends nothing", async () => {
    const node = await serve(answering(chainId));
    const client = createClient({ url: node.url });
    const signal = AbortSignal.abort();
    await expect(client.request("cartesi_getChainId", undefined, { signal })).rejects.toBe(
      signal.reason,
    );
    expect(node.received).toHaveLength(0);
  });

  test("a request that settles stops listening to its signal", async () => {
    const node = await serve(answering(chainId));
    const client = createClient({ url: node.url });
    const { signal } = new AbortController();
    const added = vi.spyOn(signal, "addEventListener");
    const removed = vi.spyOn(signal, "removeEventListener");
    await client.request("cartesi_getChainId", undefined, { signal });
    const listener = added.mock.calls.find(([type]) => type === "abort")?.[1];
    expect(listener).toBeTypeOf("function");
    expect(removed).toHaveBeenCalledWith("abort", listener);
  });
});

describe("malformed responses", () => {
  test.each([
    ["a body that is not JSON", (response: ServerResponse) => text(response, "<html>oops", 200)],
    ["an empty body", (response: ServerResponse) => text(response, "", 200)],
    [
      "neither result nor error",
      (response: ServerResponse, id: number) => json(response, { jsonrpc: "2.0", id }),
    ],
    [
      "another id",
      (response: ServerResponse, id: number) =>
        json(response, { jsonrpc: "2.0", id: id + 1, result: { data: "0x1" } }),
    ],
    ["null", (response: ServerResponse) => json(response, null)],
  ])("%s rejects with a MalformedResponseError, not retried", async (_, answer) => {
    const node = await serve(({ body }, response) => answer(response, (body as JsonRpcRequest).id));
    const client = createClient({ url: node.url, retryDelay: 1 });
    const error = await client.request("cartesi_getInput", input).catch((error) => error);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ method: "cartesi_getInput", params: input });
    expect(typeof error.data).toBe("string");
    expect(node.received).toHaveLength(1);
  });

  test("keeps the body and, when it is not JSON, the parse error", async () => {
    const node = await serve((_, response) => text(response, "<html>oops", 200));
    const error = await createClient({ url: node.url })
      .request("cartesi_getChainId")
      .catch((error) => error);
    expect(error.data).toBe("<html>oops");
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(error.details).toBe(error.cause.message);
  });
});

describe("batching", () => {
  test("calls made in the same tick go in one HTTP request and resolve independently", async () => {
    const node = await serve(
      answering((request) => ({
        jsonrpc: "2.0",
        id: request.id,
        result: { data: (request.params as { input_index: string }).input_index },
      })),
    );
    const client = createClient({ url: node.url, batch: true });
    const results = await Promise.all(
      (["0x0", "0x1", "0x2"] as const).map((input_index) =>
        client.request("cartesi_getInput", { application: "echo", input_index }),
      ),
    );
    expect(results).toEqual([{ data: "0x0" }, { data: "0x1" }, { data: "0x2" }]);
    expect(node.received).toHaveLength(1);
    expect(node.received[0]!.body).toHaveLength(3);
  });

  test("members fail independently, whatever order the answers come in", async () => {
    const node = await serve(({ body }, response) => {
      const [first, second, third, fourth] = body as JsonRpcRequest[];
      json(response, [
        { jsonrpc: "2.0", id: fourth!.id, error: { code: -32601, message: "Method not found" } },
        { jsonrpc: "2.0", id: second!.id, error: { code: -32001, message: "Input not found" } },
        { jsonrpc: "2.0", id: first!.id, result: { data: "0x7a69" } },
        // `third` gets no answer at all.
        { jsonrpc: "2.0", id: third!.id + 100, result: { data: "0x0" } },
      ]);
    });
    const client = createClient({ url: node.url, batch: true });
    const [chain, missing, noAnswer, unknown] = await Promise.allSettled([
      client.request("cartesi_getChainId"),
      client.request("cartesi_getInput", input),
      client.request("cartesi_getNodeVersion"),
      client.request("cartesi_listApplications", { limit: 1 }),
    ]);
    expect(chain).toEqual({ status: "fulfilled", value: { data: "0x7a69" } });
    expect(missing).toMatchObject({ status: "rejected", reason: { method: "cartesi_getInput" } });
    expect((missing as PromiseRejectedResult).reason).toBeInstanceOf(ResourceNotFoundError);
    expect((noAnswer as PromiseRejectedResult).reason).toBeInstanceOf(MalformedResponseError);
    expect((unknown as PromiseRejectedResult).reason).toBeInstanceOf(MethodNotFoundError);
    expect((unknown as PromiseRejectedResult).reason.params).toEqual({ limit: 1 });
    expect(node.received).toHaveLength(1);
  });

  test("calls within the wait window share a request; later ones get their own", async () => {
    const node = await serve(answering(chainId));
    const client = createClient({ url: node.url, batch: { wait: 50 } });
    const early = client.request("cartesi_getChainId");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const alsoEarly = client.request("cartesi_getChainId");
    await Promise.all([early, alsoEarly]);
    await client.request("cartesi_getChainId");
    expect(node.received.map(({ body }) => (body as JsonRpcRequest[]).length)).toEqual([2, 1]);
  });

  test("a failed batch is retried whole, and an HTTP error rejects each call with its own method", async () => {
    const node = await serve((_, response, count) =>
      count === 1 ? text(response, "busy", 503) : text(response, "Request body too large", 413),
    );
    const client = createClient({ url: node.url, batch: true, retryDelay: 1 });
    const [chain, version] = await Promise.allSettled([
      client.request("cartesi_getChainId"),
      client.request("cartesi_getNodeVersion"),
    ]);
    for (const [result, method] of [
      [chain, "cartesi_getChainId"],
      [version, "cartesi_getNodeVersion"],
    ] as const) {
      const { reason } = result as PromiseRejectedResult;
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason).toMatchObject({ method, status: 413, body: "Request body too large" });
    }
    expect(node.received).toHaveLength(2);
    expect(node.received[1]!.body).toEqual(node.received[0]!.body);
  });

  test("aborting one call of a batch leaves the others", async () => {
    const node = await serve((received, response) =>
      setTimeout(() => answering(chainId)(received, response, 1), 50),
    );
    const client = createClient({ url: node.url, batch: true });
    const controller = new AbortController();
    const kept = client.request("cartesi_getChainId");
    const aborted = client.request("cartesi_getChainId", undefined, { signal: controller.signal });
    await vi.waitFor(() => expect(node.received).toHaveLength(1));
    controller.abort();
    await expect(aborted).rejects.toBe(controller.signal.reason);
    await expect(kept).resolves.toEqual({ data: "0x7a69" });
  });
});

test.each([-1, Number.POSITIVE_INFINITY, 2 ** 32, 0.5])(
  "createClient refuses a timeout of %d ms it could not keep",
  (timeout) => {
    expect(() => createClient({ url: "http://127.0.0.1:6751/rpc", timeout })).toThrow(
      new RangeError(`createClient: invalid timeout ${timeout}`),
    );
  },
);

test("params that cannot be serialised reject at once, before anything is sent", async () => {
  const node = await serve(answering(chainId));
  const client = createClient({ url: node.url });
  const params = { application: "echo", input_index: 5n } as unknown as typeof input;
  await expect(client.request("cartesi_getInput", params)).rejects.toThrow(TypeError);
  expect(node.received).toHaveLength(0);
});
