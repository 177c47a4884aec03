import { localNode } from "@cartesi/local-devnet/test";
import { toHex } from "viem";
import { expect, test } from "vitest";
import { createClient } from "./client.js";
import { ApplicationNotFoundError } from "./errors.js";
import { inspect } from "./inspect.js";

/** These tests run in R, I and N (vitest.config.ts). */
const { dialect, nodeUrl } = localNode();

test(`an inspect of the test application returns the report it emitted (${dialect})`, async () => {
  const { data: processed } = await createClient({ url: nodeUrl }).request(
    "cartesi_getProcessedInputCount",
    { application: "echo" },
  );
  const answer = await inspect({ url: nodeUrl }, { application: "echo", payload: "what is up?" });
  expect(answer).toMatchObject({
    status: "Accepted",
    reports: [{ payload: toHex("what is up?") }],
    processed_input_count: Number(processed),
  });
});

test(`an unknown application is an ApplicationNotFoundError (${dialect})`, async () => {
  await expect(
    inspect({ url: nodeUrl }, { application: "nobody", payload: "0x" }),
  ).rejects.toBeInstanceOf(ApplicationNotFoundError);
});
