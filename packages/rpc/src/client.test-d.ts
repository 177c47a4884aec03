import { describe, expectTypeOf, test } from "vitest";
import { type Client, createClient } from "./client.js";
import type { MethodName } from "./methods.js";
import type { Input } from "./types.js";

const client = createClient({ url: "http://127.0.0.1:6751/rpc" });

describe("request", () => {
  test("takes only known method names", () => {
    // methods.test-d.ts pins MethodName down to the node's methods, name by name.
    expectTypeOf(client.request).parameter(0).toEqualTypeOf<MethodName>();
    // @ts-expect-error: not a node method
    client.request("eth_chainId");
  });

  test("resolves with the method's result", () => {
    expectTypeOf(
      client.request("cartesi_getInput", { application: "echo", input_index: "0x0" }),
    ).resolves.toEqualTypeOf<{ data: Input }>();
    expectTypeOf(client.request("cartesi_getChainId")).resolves.toEqualTypeOf<{
      data: `0x${string}`;
    }>();
    expectTypeOf(
      client.request("cartesi_listInputs", { application: "echo" }),
    ).resolves.toHaveProperty("pagination");
  });

  test("requires params when the method has required ones", () => {
    // @ts-expect-error: application and input_index are required
    client.request("cartesi_getInput");
    // @ts-expect-error: input_index is required
    client.request("cartesi_getInput", { application: "echo" });
    // @ts-expect-error: application is required
    client.request("cartesi_listEpochs", {});
  });

  test("makes params optional when the method requires none", () => {
    client.request("cartesi_listApplications");
    client.request("cartesi_listApplications", { limit: 10, descending: true });
    client.request("cartesi_getNodeVersion", undefined, { signal: AbortSignal.timeout(1000) });
  });

  test("rejects wrong params", () => {
    // @ts-expect-error: indices are hex strings, not numbers
    client.request("cartesi_getInput", { application: "echo", input_index: 0 });
    // @ts-expect-error: indices are hex strings, not bigints
    client.request("cartesi_getEpoch", { application: "echo", epoch_index: 1n });
    // @ts-expect-error: an epoch status is a string
    client.request("cartesi_listEpochs", { application: "echo", status: 3 });
    // @ts-expect-error: a param of another method
    client.request("cartesi_getReport", { application: "echo", input_index: "0x0" });
    // @ts-expect-error: getChainId takes no params
    client.request("cartesi_getChainId", { application: "echo" });
    // @ts-expect-error: limit is a JSON number
    client.request("cartesi_listReports", { application: "echo", limit: "0x10" });
  });

  test("takes a signal as the third argument", () => {
    expectTypeOf(client.request<"cartesi_getChainId">)
      .parameter(2)
      .toEqualTypeOf<{ signal?: AbortSignal } | undefined>();
  });
});

test("createClient checks its config", () => {
  expectTypeOf(createClient).returns.toEqualTypeOf<Client>();
  // @ts-expect-error: the url is required
  createClient({});
  // @ts-expect-error: batch takes a wait in milliseconds
  createClient({ url: "http://127.0.0.1:6751/rpc", batch: { wait: "1s" } });
  createClient({
    url: "http://127.0.0.1:6751/rpc",
    fetch: globalThis.fetch,
    headers: { authorization: "Bearer token" },
    timeout: 5_000,
    retryCount: 1,
    retryDelay: 100,
    batch: { wait: 10 },
  });
});
