import { type Hex, toHex, zeroAddress } from "viem";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AdvanceInput } from "../handler.ts";
import { type HostApplication, startHostApplication } from "./host-application.ts";

// The test speaks the rollup HTTP API itself; the process is a real one that only waits.
let host: HostApplication;
beforeAll(async () => {
  host = await startHostApplication({
    command: [process.execPath, "-e", "setInterval(() => {}, 1000)"],
    stdio: "ignore",
    idleFinishTimeout: 300,
    onError: () => {},
  });
});
afterAll(() => host?.stop());

function post(path: string, body: unknown, contentType = "application/json") {
  return fetch(`${host.url}${path}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const input: AdvanceInput = {
  chainId: 31337n,
  application: "0xAb0000000000000000000000000000000000000C",
  sender: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  blockNumber: 12n,
  blockTimestamp: 1_700_000_000n,
  prevRandao: 5n,
  index: 3n,
  payload: toHex("hi"),
};
const context = { applicationName: "echo", epochIndex: 1n, outputIndex: 7n };

describe("the rollup HTTP API", () => {
  test("an advance: the request as the real server sends it, indices from the context, outputs in order", async () => {
    const finish = post("/finish", { status: "accept" });
    const result = host.handler(input, context);
    const request = await finish;
    expect(request.status).toBe(200);
    expect(await request.json()).toStrictEqual({
      request_type: "advance_state",
      data: {
        metadata: {
          chain_id: 31337,
          app_contract: "0xab0000000000000000000000000000000000000c",
          msg_sender: "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
          block_number: 12,
          block_timestamp: 1_700_000_000,
          prev_randao: `0x${"0".repeat(63)}5`,
          input_index: 3,
        },
        payload: toHex("hi"),
      },
    });
    const voucher = await post("/voucher", {
      destination: zeroAddress,
      payload: "0x",
      value: "0x01",
    });
    expect(voucher.status).toBe(201);
    expect(await voucher.json()).toStrictEqual({ index: 7 });
    expect(await (await post("/notice", { payload: "0xAB" })).json()).toStrictEqual({ index: 8 });
    const delegate = await post("/delegate-call-voucher", {
      destination: zeroAddress,
      payload: "0x",
    });
    expect(await delegate.json()).toStrictEqual({ index: 9 });
    const report = await post("/report", { payload: "0x01" });
    expect([report.status, await report.text()]).toStrictEqual([202, ""]);
    const next = post("/finish", { status: "accept" });
    expect(await result).toStrictEqual({
      status: "ACCEPTED",
      reports: ["0x01"],
      outputs: [
        { type: "voucher", destination: zeroAddress, value: 1n, payload: "0x" },
        { type: "notice", payload: "0xab" },
        { type: "delegateCallVoucher", destination: zeroAddress, payload: "0x" },
      ],
    });
    const inspect = host.inspect(toHex("q"), { applicationName: "echo", processedInputCount: 4n });
    expect(await (await next).json()).toStrictEqual({
      request_type: "inspect_state",
      data: { payload: toHex("q") },
    });
    const rejecting = post("/finish", { status: "reject" });
    expect(await inspect).toStrictEqual({ status: "REJECTED", reports: [] });
    // Leave the application waiting for a request, as it would be.
    void rejecting.catch(() => {});
  });

  test.each([
    [
      "/finish with an unknown status",
      "/finish",
      { status: "done" },
      "status must be 'accept' or 'reject'",
    ],
    [
      "/notice with an odd number of hex digits",
      "/notice",
      { payload: "0x1" },
      'unable to insert notice: payload must be 0x followed by an even number of hex digits, got "0x1"',
    ],
    ["/notice without a payload", "/notice", {}, "Json deserialize error: missing field `payload`"],
    ["/notice with broken JSON", "/notice", "{", /^Json deserialize error: /],
    [
      "/voucher with a short destination",
      "/voucher",
      { destination: "0x12", payload: "0x" },
      /^address not valid: voucher destination must be 0x followed by 40 hex digits/,
    ],
    [
      "/voucher with a value over 32 bytes",
      "/voucher",
      { destination: zeroAddress, payload: "0x", value: `0x${"1".repeat(66)}` },
      /^unable to insert voucher: value must be/,
    ],
    [
      "/report over the TX buffer",
      "/report",
      { payload: `0x${"00".repeat(2 ** 21 + 1)}` },
      "unable to insert report: it takes 2097153 bytes, over the machine's TX buffer of 2097152 bytes",
    ],
    ["/gio", "/gio", { domain: 16, id: "0x" }, /^unable to process gio request/],
  ] as const)("%s is answered 400 with a message", async (_, path, body, message) => {
    const answer = await post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await answer.text();
    if (typeof message === "string") expect(text).toBe(message);
    else expect(text).toMatch(message);
  });

  test("a /finish with no request to answer it is answered 202 after the idle timeout", async () => {
    const idle = await post("/finish", { status: "accept" });
    expect([idle.status, await idle.text()]).toStrictEqual([202, "no rollup request available"]);
  });

  test("a body that is not JSON, too large, or sent outside a request is refused with 400", async () => {
    const typed = await post("/notice", { payload: "0x" }, "text/plain");
    expect([typed.status, await typed.text()]).toStrictEqual([
      400,
      "Content type error: expected application/json, got text/plain",
    ]);
    const large = await post("/notice", { payload: `0x${"00".repeat(3 * 2 ** 20)}` });
    expect([large.status, await large.text()]).toStrictEqual([
      400,
      `Payload error: JSON payload (${6 * 2 ** 20 + 16} bytes) is larger than allowed (limit: 5242880 bytes)`,
    ]);
    const outside = await post("/notice", { payload: "0x" as Hex });
    expect([outside.status, await outside.text()]).toStrictEqual([
      400,
      "unable to insert notice: no request is being processed (call /finish first)",
    ]);
    expect((await fetch(`${host.url}/finish`)).status).toBe(404);
  });
});
