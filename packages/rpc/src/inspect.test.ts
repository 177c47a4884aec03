import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createClient } from "./client.js";
import {
  ApplicationNotFoundError,
  BrowserBlockedError,
  HttpError,
  MalformedResponseError,
  RequestTimeoutError,
} from "./errors.js";
import {
  ApplicationForeclosedError,
  AtCapacityError,
  inspect,
  inspectUrlOf,
  MachineNotReadyError,
  maxInspectPayloadBytes,
  PayloadTooLargeError,
} from "./inspect.js";

type Seen = { path: string; body: Buffer; at: number; answeredAt?: number };
type Answer = (response: ServerResponse, count: number, request: IncomingMessage) => void;

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.unstubAllGlobals();
});

/** A stand-in for a node's HTTP front (node:http), answering each request with `answer`. */
async function standIn(answer: Answer) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry: Seen = {
        path: request.url ?? "",
        body: Buffer.concat(chunks),
        at: performance.now(),
      };
      seen.push(entry);
      answer(response, seen.length, request);
      response.once("finish", () => {
        entry.answeredAt = performance.now();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/rpc`, seen };
}

const json =
  (body: unknown, headers: Record<string, string> = {}): Answer =>
  (response) => {
    response.writeHead(200, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };
const text =
  (status: number, body: string, headers: Record<string, string> = {}): Answer =>
  (response) => {
    response.writeHead(status, { "content-type": "text/plain", ...headers });
    response.end(body);
  };

describe("recorded answers decode", () => {
  test("an older v2 node: `exception`, `reports: null`", async () => {
    const recorded = {
      status: "Exception",
      exception: "Error on the machine while inspecting: boom",
      reports: null,
      processed_input_count: 3,
    };
    const node = await standIn(json(recorded));
    expect(
      await inspect({ url: node.url }, { application: "echo", payload: "0xbeef" }),
    ).toStrictEqual(recorded);
    expect(node.seen[0]!.path).toBe("/inspect/echo");
    expect(node.seen[0]!.body).toStrictEqual(Buffer.from([0xbe, 0xef]));
  });

  test.each([
    { status: "Accepted", reports: [{ payload: "0x6869" }], processed_input_count: 7 },
    { status: "Accepted", reports: [], processed_input_count: 0 },
    {
      status: "Exception",
      exception_data: "0x626f6f6d",
      reports: [{ payload: "0x01" }],
      processed_input_count: 2,
    },
    { status: "MachineHalted", reports: [], processed_input_count: 2 },
    {
      status: "Failed",
      error: "inspect timed out",
      reports: [{ payload: "0x01" }],
      processed_input_count: 2,
    },
    { status: "SomethingNewer", reports: [], processed_input_count: 2, extra: true },
  ])("a newer node: $status", async (recorded) => {
    const node = await standIn(json(recorded));
    expect(await inspect({ url: node.url }, { application: "echo", payload: "hi" })).toStrictEqual(
      recorded,
    );
    expect(node.seen[0]!.body.toString()).toBe("hi");
  });

  test("a 200 that is not an inspect answer is a MalformedResponseError", async () => {
    const node = await standIn(json({ jsonrpc: "2.0", id: 1, result: {} }));
    const error = await inspect({ url: node.url }, { application: "echo", payload: "x" }).catch(
      (error) => error,
    );
    expect(error).toBeInstanceOf(MalformedResponseError);
  });
});

describe("the payload", () => {
  test("is sent as bytes: hex decoded, other strings as UTF-8, bytes as they are", async () => {
    const node = await standIn(json({ status: "Accepted", reports: [], processed_input_count: 0 }));
    for (const payload of ["0x00ff", "héllo", new Uint8Array([1, 2]), "0x", "0xabc"])
      await inspect({ url: node.url }, { application: "echo", payload });
    expect(node.seen.map(({ body }) => body.toString("hex"))).toStrictEqual([
      "00ff",
      Buffer.from("héllo").toString("hex"),
      "0102",
      "",
      Buffer.from("0xabc").toString("hex"),
    ]);
  });

  test("over 2 MiB is refused before anything is sent", async () => {
    const node = await standIn(json({}));
    const error = await inspect(
      { url: node.url },
      { application: "echo", payload: new Uint8Array(maxInspectPayloadBytes + 1) },
    ).catch((error) => error);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(error.status).toBeUndefined();
    expect(node.seen).toHaveLength(0);
  });
});

describe("where inspect lives", () => {
  test("the node URL's trailing /rpc becomes /inspect/<application>; inspectUrl overrides it", () => {
    expect(inspectUrlOf({ url: "http://127.0.0.1:6751/rpc" }, "echo")).toBe(
      "http://127.0.0.1:6751/inspect/echo",
    );
    expect(inspectUrlOf({ url: "http://127.0.0.1:6751/N/rpc" }, "echo")).toBe(
      "http://127.0.0.1:6751/N/inspect/echo",
    );
    expect(inspectUrlOf({ url: "https://node.example/rpc/?key=1" }, "my app")).toBe(
      "https://node.example/inspect/my%20app?key=1",
    );
    expect(inspectUrlOf({ url: "http://node:10011" }, "echo")).toBe(
      "http://node:10011/inspect/echo",
    );
    expect(
      inspectUrlOf(
        { url: "http://node:10011/rpc", inspectUrl: "http://node:10012/inspect/" },
        "echo",
      ),
    ).toBe("http://node:10012/inspect/echo");
  });
});

describe("errors carry the node's message and request id", () => {
  test.each([
    [404, "Application not found", ApplicationNotFoundError],
    [413, "Payload too large", PayloadTooLargeError],
    [503, "Machine not ready", MachineNotReadyError],
    [503, "Application was foreclosed; machine unavailable", ApplicationForeclosedError],
    [503, "Application inspect at capacity", AtCapacityError],
    [500, "Internal server error (request_id=abc-123)", HttpError],
    [405, "Method not allowed", HttpError],
  ] as const)("HTTP %i %s", async (status, message, ErrorClass) => {
    const node = await standIn(text(status, `${message}\n`, { "x-request-id": "abc-123" }));
    const error = await inspect(
      { url: node.url, retryDelay: 1 },
      { application: "echo", payload: "x" },
    ).catch((error) => error);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({
      status,
      details: message,
      requestId: "abc-123",
      method: "inspect",
    });
    // At capacity is retried (three times by default), the rest is not.
    expect(node.seen).toHaveLength(ErrorClass === AtCapacityError ? 4 : 1);
  });

  test("the request id in the text, when there is no header", async () => {
    const node = await standIn(text(500, "Internal server error (request_id=f00d-1)"));
    const error = await inspect({ url: node.url }, { application: "echo", payload: "x" }).catch(
      (error) => error,
    );
    expect(error.requestId).toBe("f00d-1");
  });

  test("a node that hangs is a RequestTimeoutError", async () => {
    const node = await standIn(() => {});
    const error = await inspect(
      { url: node.url, timeout: 50 },
      { application: "echo", payload: "x" },
    ).catch((error) => error);
    expect(error).toBeInstanceOf(RequestTimeoutError);
  });
});

describe("a node at capacity", () => {
  test("503 with Retry-After: 1, twice, then an answer: retried twice, each at least a second later", async () => {
    const node = await standIn((response, count) =>
      count <= 2
        ? text(503, "service at capacity (request_id=r1)", { "retry-after": "1" })(
            response,
            count,
            undefined!,
          )
        : json({ status: "Accepted", reports: [{ payload: "0x01" }], processed_input_count: 1 })(
            response,
            count,
            undefined!,
          ),
    );
    const answer = await inspect(
      { url: node.url, retryDelay: 1 },
      { application: "echo", payload: "x" },
    );
    expect(answer.reports).toStrictEqual([{ payload: "0x01" }]);
    expect(node.seen).toHaveLength(3);
    // Each retry came at least the announced second after the answer before it (no upper bound).
    expect(node.seen[1]!.at - node.seen[0]!.answeredAt!).toBeGreaterThanOrEqual(1000);
    expect(node.seen[2]!.at - node.seen[1]!.answeredAt!).toBeGreaterThanOrEqual(1000);
  });

  test("beyond the retry budget, an AtCapacityError with the last request id", async () => {
    const node = await standIn((response, count) =>
      text(503, `service at capacity (request_id=r${count})`, { "retry-after": "0" })(
        response,
        count,
        undefined!,
      ),
    );
    const error = await inspect(
      { url: node.url, retryCount: 2, retryDelay: 1 },
      { application: "echo", payload: "x" },
    ).catch((error) => error);
    expect(error).toBeInstanceOf(AtCapacityError);
    expect(error.requestId).toBe("r3");
    expect(node.seen).toHaveLength(3);
  });

  test("503 at capacity whose Retry-After the page cannot read (another origin): retried after retryDelay, the request id from the text", async () => {
    // A node exposes no header to another origin's page: the answer arrives without them.
    const node = await standIn((response, count) =>
      count === 1
        ? text(503, "service at capacity (request_id=c1)")(response, count, undefined!)
        : count === 2
          ? text(503, "Application inspect at capacity")(response, count, undefined!)
          : json({ status: "Accepted", reports: [], processed_input_count: 1 })(
              response,
              count,
              undefined!,
            ),
    );
    const answer = await inspect(
      { url: node.url, retryDelay: 1 },
      { application: "echo", payload: "x" },
    );
    expect(answer.status).toBe("Accepted");
    expect(node.seen).toHaveLength(3);
    const error = await inspect(
      { url: (await standIn(text(503, "service at capacity (request_id=c2)"))).url, retryCount: 0 },
      { application: "echo", payload: "x" },
    ).catch((error) => error);
    expect(error).toBeInstanceOf(AtCapacityError);
    expect(error.requestId).toBe("c2");
  });

  test("the JSON-RPC client honours Retry-After too, and keeps the request id of a plain-text 5xx", async () => {
    const node = await standIn((response, count) =>
      count <= 2
        ? text(503, "service at capacity (request_id=j1)", { "retry-after": "1" })(
            response,
            count,
            undefined!,
          )
        : json({ jsonrpc: "2.0", id: 1, result: { data: "0x7a69" } })(response, count, undefined!),
    );
    const client = createClient({ url: node.url, retryDelay: 1 });
    await expect(client.request("cartesi_getChainId")).resolves.toStrictEqual({ data: "0x7a69" });
    expect(node.seen[1]!.at - node.seen[0]!.answeredAt!).toBeGreaterThanOrEqual(1000);
    expect(node.seen[2]!.at - node.seen[1]!.answeredAt!).toBeGreaterThanOrEqual(1000);
    const failing = await standIn(text(500, "Internal server error (request_id=j2)"));
    const error = await createClient({ url: failing.url, retryCount: 0 })
      .request("cartesi_getChainId")
      .catch((error) => error);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, requestId: "j2" });
  });
});

describe("in a browser", () => {
  test("a request another origin's page cannot make is a BrowserBlockedError naming what to allow", async () => {
    // A page's `location`, stubbed: what the client looks at to tell a cross-origin failure.
    vi.stubGlobal("location", new URL("http://localhost:5173/app"));
    const node = await standIn(() => {});
    servers.pop()!.close();
    const error = await inspect(
      { url: node.url, retryCount: 0 },
      { application: "echo", payload: "x" },
    ).catch((error) => error);
    expect(error).toBeInstanceOf(BrowserBlockedError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.shortMessage).toMatch(/CARTESI_INSPECT_CORS_ALLOWED_ORIGINS/);
    const rpcError = await createClient({ url: node.url, retryCount: 0 })
      .request("cartesi_getChainId")
      .catch((error) => error);
    expect(rpcError).toBeInstanceOf(BrowserBlockedError);
    expect(rpcError.shortMessage).toMatch(/CARTESI_JSONRPC_CORS_ALLOWED_ORIGINS/);
  });
});
