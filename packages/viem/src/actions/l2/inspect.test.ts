import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, custom, http, stringToHex, toHex } from "viem";
import { afterEach, describe, expect, test } from "vitest";
import { application, applicationName, node, nodeClient, sendInput } from "../../../test/node.js";
import { createCartesiPublicClient } from "../../clients/createCartesiPublicClient.js";
import {
  AtCapacityError,
  InspectForeclosedError,
  MachineNotReadyError,
  NodeHttpError,
  PayloadTooLargeError,
} from "../../errors/http.js";
import { ApplicationNotFoundError } from "../../errors/node.js";
import { InvalidParameterError } from "../../errors/parameter.js";
import { reportToJson, reportToText } from "../../utils/reports.js";
import { getProcessedInputCount } from "./getProcessedInputCount.js";
import { inspect, parseInspectResponse } from "./inspect.js";

describe("inspect, against the local node", () => {
  test("returns the report the test application emitted, at the processed input count", async () => {
    await sendInput(toHex("before inspect"));
    const count = await getProcessedInputCount(nodeClient, { application });
    const answer = await inspect(nodeClient, { application: applicationName, payload: "hello" });
    expect(answer).toStrictEqual({
      status: "Accepted",
      reports: [toHex("hello")],
      processedInputCount: count,
    });
    expect(reportToText(answer.reports[0]!)).toBe("hello");
  });

  test("by address, through the decorator, with hex or bytes; a JSON report reads as JSON", async () => {
    const json = JSON.stringify({ balance: "10" });
    const byHex = await nodeClient.inspect({ application, payload: stringToHex(json) });
    expect(reportToJson<{ balance: string }>(byHex.reports[0]!)).toStrictEqual({ balance: "10" });
    const byBytes = await nodeClient.inspect({ application, payload: new Uint8Array([1, 2, 3]) });
    expect(byBytes.reports).toStrictEqual(["0x010203"]);
  });

  test("inspectUrl points elsewhere than the node URL suggests", async () => {
    const base = node.url.replace(/\/rpc$/, "/inspect");
    const elsewhere = createClient({ transport: custom({ request: async () => null }) });
    const answer = await inspect(elsewhere, { application, payload: "x", inspectUrl: base });
    expect(answer.reports).toStrictEqual([toHex("x")]);
  });

  test("an unknown application is an ApplicationNotFoundError", async () => {
    await expect(
      inspect(nodeClient, { application: "nobody", payload: "x" }),
    ).rejects.toBeInstanceOf(ApplicationNotFoundError);
  });

  test("bad parameters fail before anything is sent", async () => {
    await expect(inspect(nodeClient, { application: "A!", payload: "x" })).rejects.toBeInstanceOf(
      InvalidParameterError,
    );
    const noUrl = createClient({ transport: custom({ request: async () => null }) });
    await expect(inspect(noUrl, { application, payload: "x" })).rejects.toBeInstanceOf(
      InvalidParameterError,
    );
    await expect(
      inspect(nodeClient, { application, payload: new Uint8Array(2 ** 21 + 1) }),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
  });
});

describe("both shapes of the node's answer", () => {
  test("older: `exception` and `reports: null`", () => {
    expect(
      parseInspectResponse({
        status: "Exception",
        exception: "Error on the machine while inspecting: boom",
        reports: null,
        processed_input_count: 4,
      }),
    ).toStrictEqual({
      status: "Exception",
      reports: [],
      processedInputCount: 4n,
      error: "Error on the machine while inspecting: boom",
    });
  });

  test("newer: `error`, `exception_data`, `reports: []`, and statuses it does not know", () => {
    expect(
      parseInspectResponse({
        status: "Exception",
        exception_data: "0x626f6f6d",
        reports: [{ payload: "0x01" }],
        processed_input_count: 2,
      }),
    ).toStrictEqual({
      status: "Exception",
      reports: ["0x01"],
      processedInputCount: 2n,
      exceptionData: "0x626f6f6d",
    });
    expect(
      parseInspectResponse({
        status: "Failed",
        error: "timeout",
        reports: [],
        processed_input_count: 0,
      }),
    ).toStrictEqual({ status: "Failed", reports: [], processedInputCount: 0n, error: "timeout" });
    expect(
      parseInspectResponse({ status: "Later", reports: [], processed_input_count: 0 }).status,
    ).toBe("Later");
  });
});

describe("the node's HTTP errors, typed (a stand-in node, for answers the local node does not give)", () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  async function standIn(status: number, text: string) {
    const server = createServer((_, response: ServerResponse) => {
      response.writeHead(status, { "content-type": "text/plain", "x-request-id": "req-7" });
      response.end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => {
      server.closeAllConnections();
      server.close();
    });
    const { port } = server.address() as AddressInfo;
    return createCartesiPublicClient({
      transport: http(`http://127.0.0.1:${port}/rpc`, { retryCount: 0 }),
    });
  }

  test.each([
    [404, "Application not found", ApplicationNotFoundError],
    [413, "Payload too large", PayloadTooLargeError],
    [503, "Machine not ready", MachineNotReadyError],
    [503, "Application was foreclosed; machine unavailable", InspectForeclosedError],
    [503, "Application inspect at capacity", AtCapacityError],
    [500, "Internal server error (request_id=req-7)", NodeHttpError],
  ] as const)("HTTP %i %s", async (status, text, ErrorClass) => {
    const client = await standIn(status, text);
    const error = await client.inspect({ application: "echo", payload: "x" }).catch((e) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error.name).toBe(ErrorClass.name);
    expect(error.requestId).toBe("req-7");
    expect(error.docsPath).toBe("/viem/inspect");
  });
});
