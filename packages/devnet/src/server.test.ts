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

  test("a body that is not JSON gets HTTP 400 with a plain-text body", async () => {
    for (const body of ["{not json", "", "[1,"]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await response.text()).toMatch(/JSON/);
    }
  });

  test("a body over 1 MiB is refused with HTTP 413", async () => {
    const padding = "x".repeat(maxBodyBytes);
    const response = await post(JSON.stringify({ ...request(1, "cartesi_getChainId"), padding }));
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/too large/);
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

  test("well-formed JSON that is not a request gets -32600, with the id when it is readable", async () => {
    for (const [body, id] of [
      [42, null],
      ["text", null],
      [{}, null],
      [{ jsonrpc: "1.0", id: 1, method: "cartesi_getChainId" }, 1],
      [{ jsonrpc: "2.0", id: "a" }, "a"],
      [{ jsonrpc: "2.0", id: { nested: true }, method: "cartesi_getChainId" }, null],
      [[], null],
    ] as const) {
      const response = await post(JSON.stringify(body));
      expect(response.status).toBe(200);
      expect(await response.json()).toStrictEqual({
        jsonrpc: "2.0",
        id,
        error: { code: -32600, message: "Invalid Request" },
      });
    }
  });

  test("a batch is answered with an array, one answer per request with an id", async () => {
    const response = await post(
      JSON.stringify([
        request(1, "cartesi_getChainId"),
        { jsonrpc: "2.0", method: "cartesi_getChainId" },
        request("two", "cartesi_nope"),
        5,
        request(3, "cartesi_getApplication", ["echo"]),
      ]),
    );
    const answers = (await response.json()) as { id: unknown; result?: unknown; error?: unknown }[];
    expect(answers.map((answer) => answer.id)).toStrictEqual([1, "two", null, 3]);
    expect(answers[0]!.result).toStrictEqual({ data: "0x7a69" });
    expect(answers[1]!.error).toStrictEqual({ code: -32601, message: "Method not found" });
    expect(answers[2]!.error).toStrictEqual({ code: -32600, message: "Invalid Request" });
    expect(answers[3]!.result).toMatchObject({ data: { name: "echo" } });
  });

  test("notifications get no answer", async () => {
    const response = await post(JSON.stringify({ jsonrpc: "2.0", method: "cartesi_getChainId" }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
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
