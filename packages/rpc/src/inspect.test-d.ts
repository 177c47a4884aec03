import { expectTypeOf, test } from "vitest";
import {
  type InspectConfig,
  type InspectResponse,
  type InspectStatus,
  inspect,
} from "./inspect.js";

test("inspect takes a createClient config, hex, text or bytes, and resolves with the node's answer", () => {
  expectTypeOf(inspect).returns.resolves.toEqualTypeOf<InspectResponse>();
  expectTypeOf<{ url: string; retryCount: number }>().toExtend<InspectConfig>();
  inspect({ url: "http://127.0.0.1:6751/rpc" }, { application: "echo", payload: "0x01" });
  inspect({ url: "http://127.0.0.1:6751/rpc" }, { application: "echo", payload: new Uint8Array() });
  // @ts-expect-error a payload is hex, text or bytes
  inspect({ url: "http://127.0.0.1:6751/rpc" }, { application: "echo", payload: 1 });
});

test("the status is an open set; reports may be null (older nodes)", () => {
  expectTypeOf<"MachineHalted">().toExtend<InspectStatus>();
  expectTypeOf<"SomethingNewer">().toExtend<InspectStatus>();
  expectTypeOf<InspectResponse["reports"]>().toEqualTypeOf<{ payload: `0x${string}` }[] | null>();
});
