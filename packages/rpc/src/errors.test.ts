import { expect, test } from "vitest";
import { HttpError, JsonRpcError, RpcError } from "./errors.js";
import { version } from "./version.js";

const request = { url: "http://127.0.0.1:6751/rpc", method: "cartesi_getInput", params: {} };

test("every error has the public fields of viem's BaseError", () => {
  const cause = new TypeError("fetch failed");
  const error = new HttpError({ ...request, cause });
  expect(error).toBeInstanceOf(RpcError);
  expect(error.shortMessage).toBe("The node is unreachable; check the URL.");
  expect(error.details).toBe("fetch failed");
  expect(error.docsPath).toBe("/rpc");
  expect(error.metaMessages).toBeUndefined();
  expect(error.version).toBe(`@cartesi/rpc@${version}`);
  expect(error.walk()).toBe(cause);
});

test("the node's own message is the details", () => {
  const error = new JsonRpcError({ ...request, code: -32700, details: "parse error" });
  expect(error.details).toBe("parse error");
  expect(error.version).toBe(`@cartesi/rpc@${version}`);
});
