import { describe, expect, inject, test } from "vitest";
import { maxBodyBytes } from "./server.ts";

// Dialect R, the reference; `dialects.test.ts` covers what I and N change.
const url = inject("node").urls.R!;

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

const request = (id: unknown, method: string, params?: unknown) => ({
  jsonrpc: "2.0",
  id,
  method,
  params,
});

describe("HTTP transport", () => {
  test("serves JSON-RPC at /rpc on the loopback interface, and at /<dialect>/rpc", () => {
    const node = inject("node");
    expect(node.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/rpc$/);
    expect(url).toBe(node.url.replace(/\/rpc$/, "/R/rpc"));
  });

  test("a body that is not one request gets HTTP 400 with a plain-text body", async () => {
    for (const body of [
      "{not json",
      "",
      "[1,",
      "42",
      '"text"',
      "[]",
      JSON.stringify([request(1, "cartesi_getChainId")]),
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await response.text()).toBe("Invalid JSON\n");
    }
  });

  test("a body over 1 MiB is refused with HTTP 400: R cannot read it (I and N answer 413, dialects.test.ts)", async () => {
    const padding = "x".repeat(maxBodyBytes);
    const body = JSON.stringify({ ...request(1, "cartesi_getChainId"), padding });
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Failed to read request body\n");
  });

  test("a body just under 1 MiB is read", async () => {
    const bare = JSON.stringify({ ...request(1, "cartesi_getChainId"), padding: "" });
    const body = JSON.stringify({
      ...request(1, "cartesi_getChainId"),
      padding: "x".repeat(maxBodyBytes - bare.length),
    });
    expect(body.length).toBe(maxBodyBytes);
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 1, result: { data: "0x7a69" } });
  });

  test("a request with no method is answered -32601, with its id as sent", async () => {
    for (const [body, id] of [
      [{}, null],
      [null, null],
      [{ jsonrpc: "2.0", id: "a" }, "a"],
      [{ jsonrpc: "2.0", id: { nested: true } }, { nested: true }],
    ] as const) {
      const response = await post(JSON.stringify(body));
      expect(response.status).toBe(200);
      expect(await response.json()).toStrictEqual({
        jsonrpc: "2.0",
        id,
        error: { code: -32601, message: "Method not found" },
      });
    }
  });

  test("only POST to /rpc; browsers may call it from any origin", async () => {
    const get = await fetch(url);
    expect(get.status).toBe(405);
    const elsewhere = await fetch(url.replace(/\/rpc$/, "/other"), { method: "POST", body: "{}" });
    expect(elsewhere.status).toBe(404);
    const preflight = await fetch(url, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:4173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/content-type/);
    const answer = await post(JSON.stringify(request(1, "cartesi_getChainId")), {
      origin: "http://localhost:4173",
    });
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
  });
});
