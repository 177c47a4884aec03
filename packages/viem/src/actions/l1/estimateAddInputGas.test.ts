import { isolate } from "@cartesi/local-devnet/test";
import { stringToHex, toHex } from "viem";
import { expect, test } from "vitest";
import { minedInput, revertOf, testClients } from "../../../test/l1.js";
import { addInput } from "./addInput.js";
import { estimateAddInputGas } from "./estimateAddInputGas.js";

const { info, publicClient, walletClient, localAccount } = testClients();
const application = info.application.application;
isolate(publicClient, { each: true });

test("is enough for the input, and grows with the payload", async () => {
  const payload = stringToHex("x".repeat(1_000));
  const small = await estimateAddInputGas(publicClient, { application, payload: "0x" });
  const estimate = await estimateAddInputGas(publicClient, {
    account: localAccount,
    application,
    payload,
  });
  expect(estimate).toBeGreaterThan(small);
  const input = await minedInput(
    publicClient,
    await addInput(walletClient, { application, payload, gas: estimate }),
  );
  expect(input.receipt.gasUsed).toBeLessThanOrEqual(estimate);
});

test("the client's account is the default sender", async () => {
  expect(await estimateAddInputGas(walletClient, { application, payload: "0x01" })).toBe(
    await estimateAddInputGas(publicClient, {
      account: localAccount,
      application,
      payload: "0x01",
    }),
  );
});

test("a payload over the limit fails with InputTooLarge", async () => {
  const error = await estimateAddInputGas(publicClient, {
    application,
    payload: toHex(new Uint8Array(65_217)),
  }).catch((e: unknown) => e);
  expect(revertOf(error).errorName).toBe("InputTooLarge");
});
