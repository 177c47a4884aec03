import { isolate } from "@cartesi/local-devnet/test";
import { testAccounts } from "@rollups-ts/chain";
import { createPublicClient, http } from "viem";
import { expect, test } from "vitest";
import { provenOutputs, testClients, unprovenOutput } from "../../../test/l1.js";
import { ApplicationNotDeployedError, OutputNotProvenError } from "../../errors/output.js";
import { executeOutput } from "./executeOutput.js";
import { validateOutput } from "./validateOutput.js";

const { info, chain, requests, publicClient, walletClient } = testClients();
const application = info.application.application;
const outputs = provenOutputs(testAccounts[7]!.address);
isolate(publicClient, { each: true });

test("true for proven outputs of every kind", async () => {
  expect(await validateOutput(publicClient, { application, output: outputs.notice })).toBe(true);
  expect(await validateOutput(publicClient, { application, output: outputs.etherVoucher })).toBe(
    true,
  );
});

test("still true once the voucher was executed: execution does not make it invalid", async () => {
  const hash = await executeOutput(walletClient, { application, output: outputs.etherVoucher });
  await publicClient.waitForTransactionReceipt({ hash });
  expect(await validateOutput(publicClient, { application, output: outputs.etherVoucher })).toBe(
    true,
  );
});

test("false when the output was altered (InvalidOutputsMerkleRoot)", async () => {
  const altered = { ...outputs.notice, rawData: outputs.etherVoucher.rawData };
  expect(await validateOutput(publicClient, { application, output: altered })).toBe(false);
});

test("false when the proof is for another position (InvalidOutputsMerkleRoot)", async () => {
  const moved = { ...outputs.notice, index: outputs.notice.index + 1n };
  expect(await validateOutput(publicClient, { application, output: moved })).toBe(false);
});

test("false when the proof has the wrong number of siblings", async () => {
  const truncated = {
    ...outputs.notice,
    outputHashesSiblings: outputs.notice.outputHashesSiblings!.slice(1),
  };
  expect(await validateOutput(publicClient, { application, output: truncated })).toBe(false);
});

test("an output without its proof is refused before any request", async () => {
  const output = await unprovenOutput();
  requests.length = 0;
  const error = await validateOutput(publicClient, { application, output }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutputNotProvenError);
  expect(requests).toEqual([]);
});

test("an address without a contract throws instead of answering", async () => {
  const error = await validateOutput(publicClient, {
    application: testAccounts[8]!.address,
    output: outputs.notice,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApplicationNotDeployedError);
});

test("a contract that is not an application throws instead of answering", async () => {
  await expect(
    validateOutput(publicClient, { application: info.contracts.inputBox, output: outputs.notice }),
  ).rejects.toThrow(/reverted/);
});

test("a network failure throws instead of answering", async () => {
  // Port 9 (discard) on loopback: nothing listens there, the connection is refused.
  const unreachable = createPublicClient({
    chain,
    transport: http("http://127.0.0.1:9", { retryCount: 0 }),
  });
  await expect(
    validateOutput(unreachable, { application, output: outputs.notice }),
  ).rejects.toThrow(/HTTP request failed/);
});
