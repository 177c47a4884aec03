import { stringToHex, toHex } from "viem";
import { afterEach, describe, expect, inject, test } from "vitest";
import { dialects } from "./dialect.ts";
import { type RollupsNode, startNode } from "./node.ts";

const node = inject("node");
/** The dialects this project's node speaks: R and I over v2 contracts, N over v3. */
const served = dialects.filter((dialect) => node.urls[dialect] !== undefined);
const urlOf = (dialect: (typeof dialects)[number]) => node.urls[dialect]!;
const inspectUrl = (rpcUrl: string) => rpcUrl.replace(/\/rpc$/, `/inspect/echo`);
const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", body, headers });

describe("inspect, in each dialect", () => {
  test.runIf(served.includes("R"))("R answers in the older shape", async () => {
    const answer = await post(inspectUrl(urlOf("R")), "hello");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await answer.json()).toStrictEqual({
      status: "Accepted",
      reports: [{ payload: toHex("hello") }],
      processed_input_count: expect.any(Number),
    });
  });

  test.each(served.filter((dialect) => dialect !== "R"))(
    "%s answers in the newer shape",
    async (dialect) => {
      const answer = await post(inspectUrl(urlOf(dialect)), "hello");
      expect(await answer.json()).toStrictEqual({
        status: "Accepted",
        reports: [{ payload: toHex("hello") }],
        processed_input_count: expect.any(Number),
      });
    },
  );

  test("/inspect/<application> answers in the node's dialect", async () => {
    const answer = await post(inspectUrl(node.url), "");
    expect(await answer.json()).toStrictEqual({
      status: "Accepted",
      reports: [{ payload: "0x" }],
      processed_input_count: expect.any(Number),
    });
  });

  test.each(served)(
    "%s: GET gets 405 with Allow: POST; unknown application 404",
    async (dialect) => {
      const url = inspectUrl(urlOf(dialect));
      const get = await fetch(`${url}/${toHex("x")}`);
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      expect(get.headers.get("x-request-id")).toBeTruthy();
      const unknown = await post(url.replace(/echo$/, "nobody"), "x");
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toBe("Application not found\n");
    },
  );

  test("a payload over 2 MiB gets 413", async () => {
    const answer = await post(inspectUrl(node.url), "x".repeat(2 ** 21 + 1));
    expect(answer.status).toBe(413);
  });

  test("JSON-RPC answers carry X-Request-ID, and CORS allows any origin by default", async () => {
    const answer = await post(node.url, "{}", { origin: "http://elsewhere.test" });
    expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("options a real node has", () => {
  let started: RollupsNode | undefined;
  afterEach(async () => {
    await started?.stop();
    started = undefined;
  });

  test("corsOrigins: only the listed origins get Access-Control-Allow-Origin", async () => {
    started = await startNode({
      chain: inject("chain"),
      corsOrigins: ["http://allowed.test"],
      inspect: async (payload) => ({ reports: [payload] }),
    });
    for (const url of [started.url, started.inspectUrl]) {
      const allowed = await post(url, "{}", { origin: "http://allowed.test" });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("http://allowed.test");
      // As a node: no header is exposed to the page (its X-Request-ID and Retry-After stay hidden).
      expect(allowed.headers.get("access-control-expose-headers")).toBeNull();
      const other = await post(url, "{}", { origin: "http://other.test" });
      expect(other.headers.get("access-control-allow-origin")).toBeNull();
      const preflight = await fetch(url, {
        method: "OPTIONS",
        headers: { origin: "http://other.test", "access-control-request-method": "POST" },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  test("inspectMaxInflight: requests beyond it get 503 with Retry-After and a request id", async () => {
    let release!: () => void;
    let entered!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = new Promise<void>((resolve) => {
      entered = resolve;
    });
    started = await startNode({
      chain: inject("chain"),
      inspectMaxInflight: 1,
      inspect: async (payload) => {
        entered();
        await held;
        return { status: "EXCEPTION", exception: "boom", reports: [payload] };
      },
    });
    const first = post(started.inspectUrl, "first");
    await running;
    const second = await post(started.inspectUrl, "second");
    expect(second.status).toBe(503);
    expect(second.headers.get("retry-after")).toBe("1");
    const requestId = second.headers.get("x-request-id");
    expect(await second.text()).toBe(`service at capacity (request_id=${requestId})\n`);
    release();
    // R words the exception as a message; I and N send its payload.
    expect(await (await first).json()).toStrictEqual({
      status: "Exception",
      ...(started.dialect === "R"
        ? { exception: "Error on the machine while inspecting: boom" }
        : { exception_data: stringToHex("boom") }),
      reports: [{ payload: toHex("first") }],
      processed_input_count: expect.any(Number),
    });
  });

  test("inspectMaxInflight must be a positive integer", async () => {
    await expect(startNode({ chain: inject("chain"), inspectMaxInflight: 0 })).rejects.toThrow(
      /inspectMaxInflight/,
    );
  });
});
