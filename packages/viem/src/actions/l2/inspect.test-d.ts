import { http } from "viem";
import { expectTypeOf, test } from "vitest";
import { createCartesiPublicClient } from "../../clients/createCartesiPublicClient.js";
import { type InspectReturnType, type InspectStatus, inspect } from "./inspect.js";

const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });

test("inspect takes hex, text or bytes and returns reports as hex", () => {
  expectTypeOf(
    client.inspect({ application: "echo", payload: "0x01" }),
  ).resolves.toEqualTypeOf<InspectReturnType>();
  expectTypeOf(inspect(client, { application: "echo", payload: "0x01" })).resolves.toHaveProperty(
    "reports",
  );
  client.inspect({ application: "echo", payload: new Uint8Array([1]) });
  client.inspect({ application: "echo", payload: "text", inspectUrl: "http://node:10012/inspect" });
  // @ts-expect-error a payload is hex, text or bytes
  client.inspect({ application: "echo", payload: 1 });
});

test("the status is an open set: known values autocomplete, newer ones pass", () => {
  expectTypeOf<"Accepted">().toExtend<InspectStatus>();
  expectTypeOf<"Failed">().toExtend<InspectStatus>();
  expectTypeOf<"SomethingNewer">().toExtend<InspectStatus>();
  expectTypeOf<InspectReturnType["processedInputCount"]>().toEqualTypeOf<bigint>();
});
