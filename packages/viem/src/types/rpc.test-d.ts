import type { MethodName } from "@cartesi/rpc";
import { expectTypeOf, test } from "vitest";
import type { CartesiRpcSchema } from "./rpc.js";

test("the schema lists every method of @cartesi/rpc exactly once", () => {
  expectTypeOf<CartesiRpcSchema[number]["Method"]>().toEqualTypeOf<MethodName>();
  expectTypeOf<CartesiRpcSchema["length"]>().toEqualTypeOf<19>();
});
