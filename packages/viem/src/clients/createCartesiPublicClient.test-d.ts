import type { Methods } from "@cartesi/rpc";
import { http } from "viem";
import { expectTypeOf, test } from "vitest";
import { createCartesiPublicClient } from "./createCartesiPublicClient.js";

const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });

test("request is typed from @cartesi/rpc's Methods", async () => {
  const result = await client.request({
    method: "cartesi_getInput",
    params: { application: "echo", input_index: "0x0" },
  });
  expectTypeOf(result).toEqualTypeOf<Methods["cartesi_getInput"]["result"]>();
  // @ts-expect-error unknown methods do not compile
  await client.request({ method: "eth_blockNumber" });
  // @ts-expect-error params are the wire's
  await client.request({ method: "cartesi_getInput", params: { inputIndex: 0n } });
});

test("the client has a type and the read actions", () => {
  expectTypeOf(client.type).toEqualTypeOf<string>();
  expectTypeOf(client.waitForInput).toBeFunction();
});
