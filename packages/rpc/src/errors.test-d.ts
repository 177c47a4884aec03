import type { BaseError } from "viem";
import { expectTypeOf, test } from "vitest";
import type { RpcError } from "./errors.js";

type SharedFields = "shortMessage" | "details" | "docsPath" | "metaMessages" | "version";

test("RpcError has the public fields of viem's BaseError", () => {
  expectTypeOf<Pick<RpcError, SharedFields>>().toExtend<
    Pick<BaseError, Exclude<SharedFields, "details">> & { details: string | undefined }
  >();
  expectTypeOf<RpcError["walk"]>().toBeFunction();
});
