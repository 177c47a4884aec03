import { expect, test } from "vitest";

test("public exports", async () => {
  expect(Object.keys(await import("./index.js")).sort()).toMatchInlineSnapshot(`
    [
      "ApplicationNotFoundError",
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
