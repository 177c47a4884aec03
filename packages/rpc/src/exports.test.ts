import { expect, test } from "vitest";

test("public exports", async () => {
  expect(Object.keys(await import("./index.js")).sort()).toMatchInlineSnapshot(`
    [
      "HttpError",
      "InternalError",
      "InvalidParamsError",
      "JsonRpcError",
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
