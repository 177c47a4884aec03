import { expect, test } from "vitest";

test("public exports", async () => {
  expect(Object.keys(await import("./index.js")).sort()).toMatchInlineSnapshot(`
    [
      "ApplicationNotFoundError",
      "BrowserBlockedError",
      "HttpError",
      "InternalError",
      "InvalidParamsError",
      "JsonRpcError",
      "LimitExceededError",
      "MalformedResponseError",
      "MethodNotFoundError",
      "RequestTimeoutError",
      "ResourceNotFoundError",
      "RpcError",
      "createClient",
      "epochStatuses",
      "version",
    ]
  `);
});

test("public exports of @cartesi/rpc/inspect", async () => {
  expect(Object.keys(await import("./inspect.js")).sort()).toMatchInlineSnapshot(`
    [
      "ApplicationForeclosedError",
      "AtCapacityError",
      "MachineNotReadyError",
      "PayloadTooLargeError",
      "inspect",
      "inspectUrlOf",
      "maxInspectPayloadBytes",
    ]
  `);
});
