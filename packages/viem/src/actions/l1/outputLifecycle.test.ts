// One output's life, on the chain's primary application (3.0.0-alpha.9 in N, alpha.5 in I):
// every status, the time estimate against the block the output became executable at, the waits,
// and the receipt of its execution.
import { testCommand } from "@cartesi/local-devnet";
import { closeEpochOf, epochWithStatus, isolate, waitFor } from "@cartesi/local-devnet/test";
import { mine, testAccounts, withoutAutomine } from "@rollups-ts/chain";
import { beforeEach, expect, test } from "vitest";
import { testClients } from "../../../test/l1.js";
import * as nodeTest from "../../../test/node.js";
import { WaitForOutputTimeoutError } from "../../errors/outputStatus.js";
import { InputNotAcceptedError } from "../../errors/waitForInput.js";
import { getOutputsExecutedFromReceipt } from "../../utils/getOutputsExecutedFromReceipt.js";
import { executeOutput } from "./executeOutput.js";
import { getOutputStatus } from "./getOutputStatus.js";
import { getTimeToExecutable } from "./getTimeToExecutable.js";
import { validateOutput } from "./validateOutput.js";
import { waitForOutputExecution } from "./waitForOutputExecution.js";
import { waitToExecuteInputOutputs } from "./waitToExecuteInputOutputs.js";
import { waitToExecuteOutput } from "./waitToExecuteOutput.js";

const { info, publicClient, walletClient } = testClients();
const node = nodeTest.nodeClient;
const application = info.application.application;
const recipient = testAccounts[7]!.address;
const v3 = info.generation !== "v2";
// After a revert the node rebuilds; the next test waits for it, so it cannot read a reverted input.
let processedInputs: bigint;
beforeEach(async () => {
  processedInputs = await node.getProcessedInputCount({ application });
});
isolate(publicClient, {
  each: true,
  afterRevert: () =>
    waitFor("the node to follow the revert", async () =>
      (await node.getProcessedInputCount({ application })) === processedInputs ? true : undefined,
    ),
});

/** Whether a transaction waits in the pool (the node's claim, with automine off). */
const pendingTransaction = () =>
  waitFor("a pending transaction", async () => {
    const { pending } = (await publicClient.request({
      method: "txpool_status" as "eth_chainId",
    })) as unknown as { pending: `0x${string}` };
    return BigInt(pending) > 0n ? true : undefined;
  });

/** A promise's outcome so far, without waiting for it. */
function track<value>(promise: Promise<value>) {
  const state: { settled: boolean; value?: value; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

test("an output walks through every status; the estimate and the waits follow it", async () => {
  const inputIndex = await nodeTest.sendInput(
    testCommand({
      notices: ["0x68656c6c6f"],
      vouchers: [{ destination: recipient, payload: "0x" }],
      // A delegate call needs code from 3.0.0-alpha.7 (`TargetHasNoCode`): the application's own
      // `receive()` takes the empty call.
      delegateCallVouchers: [{ destination: application, payload: "0x" }],
    }),
  );
  const { data: outputs } = await node.listOutputs({ application, inputIndex });
  expect(outputs.map((output) => output.decodedData.type)).toEqual([
    "notice",
    "voucher",
    "delegateCallVoucher",
  ]);
  const [notice, voucher, delegateCallVoucher] = outputs as [
    (typeof outputs)[0],
    (typeof outputs)[0],
    (typeof outputs)[0],
  ];
  const at = (outputIndex: bigint) => ({ node, application, outputIndex });

  // The epoch is open.
  const open = await getOutputStatus(publicClient, at(voucher.index));
  expect(open).toMatchObject({ status: "waiting-for-claim", output: { index: voucher.index } });
  expect(open.epoch.status).toBe("OPEN");
  const period = v3 ? 2n : 0n;
  const estimate = await getTimeToExecutable(publicClient, { ...at(voucher.index), blockTime: 2 });
  expect(estimate).toMatchObject({
    basis: "estimated",
    executableAtBlock: open.epoch.lastBlock + 2n + period,
    period: Number(2n + period) * 2,
  });
  expect(estimate.seconds).toBe(Number(estimate.blocks) * 2);
  const head = await publicClient.getBlock();
  expect(estimate.blocks).toBe(estimate.executableAtBlock - head.number);
  expect(estimate.timestamp).toBe(Number(head.timestamp) * 1000 + estimate.seconds * 1000);

  const executable = track(waitToExecuteOutput(publicClient, at(voucher.index)));
  const inputOutputs = track(
    waitToExecuteInputOutputs(publicClient, { node, application, inputIndex }),
  );
  const executed = track(waitForOutputExecution(publicClient, at(voucher.index)));

  // The node computes and sends the claim; with automine off it waits in the pool.
  await withoutAutomine(publicClient, async () => {
    await closeEpochOf(info, open.epoch.lastBlock);
    await epochWithStatus(nodeTest.nodeUrl, open.epoch.index, "CLAIM_SUBMITTED");
    await pendingTransaction();
    const submitted = await getOutputStatus(publicClient, at(voucher.index));
    expect(submitted).toMatchObject({
      status: "waiting-for-acceptance",
      stagedAtBlock: undefined,
      acceptableAtBlock: undefined,
    });
    expect(submitted.output.outputHashesSiblings).toHaveLength(63);
    expect(await getTimeToExecutable(publicClient, at(voucher.index))).toMatchObject({
      basis: "estimated",
    });
    expect([executable.settled, inputOutputs.settled, executed.settled]).toEqual([
      false,
      false,
      false,
    ]);

    await mine(publicClient, 1);
    if (v3) {
      // The claim is staged. The node has the staging period's block mined by a transaction of its
      // own (waiting in the pool), then sends `acceptClaim`.
      const staged = await epochWithStatus(nodeTest.nodeUrl, open.epoch.index, "CLAIM_STAGED");
      await pendingTransaction();
      await mine(publicClient, 1);
      await pendingTransaction();
      const stagedAtBlock = BigInt(staged.staged_at_block!);
      const status = await getOutputStatus(publicClient, at(voucher.index));
      expect(status).toMatchObject({
        status: "waiting-for-acceptance",
        stagedAtBlock,
        acceptableAtBlock: stagedAtBlock + period,
      });
      const stagedEstimate = await getTimeToExecutable(publicClient, at(voucher.index));
      expect(stagedEstimate).toMatchObject({
        basis: "staged",
        executableAtBlock: stagedAtBlock + period,
      });
      expect(executable.settled).toBe(false);
      await mine(publicClient, 1);
    }
  });
  // The block whose transaction (v2 `submitClaim`, v3 `acceptClaim`) made the output executable.
  const acceptedAt = await publicClient.getBlockNumber();
  expect(
    await validateOutput(publicClient, {
      application,
      output: await node.getOutput({ application, outputIndex: voucher.index }),
    }),
  ).toBe(true);
  // The local node claims in the first block it can: the estimate is exact.
  expect(acceptedAt).toBe(estimate.executableAtBlock);

  await waitFor("the waits for executable outputs", async () =>
    executable.settled && inputOutputs.settled ? true : undefined,
  );
  expect(executable.error).toBeUndefined();
  expect(executable.value).toMatchObject({ status: "ready-to-execute" });
  expect(inputOutputs.error).toBeUndefined();
  expect(inputOutputs.value?.map((item) => [item.output.index, item.status])).toEqual([
    [notice.index, "ready-to-validate"],
    [voucher.index, "ready-to-execute"],
    [delegateCallVoucher.index, "ready-to-execute"],
  ]);
  expect(await getTimeToExecutable(publicClient, at(voucher.index))).toMatchObject({
    basis: "accepted",
    blocks: 0n,
    seconds: 0,
  });
  expect(executed.settled).toBe(false);

  // Executing: the wait for the execution ends, and the receipt names the executed output.
  for (const output of [voucher, delegateCallVoucher]) {
    const proven = await node.getOutput({ application, outputIndex: output.index });
    const hash = await executeOutput(walletClient, { application, output: proven });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(getOutputsExecutedFromReceipt(receipt)).toEqual([
      { application, outputIndex: output.index, output: output.rawData },
    ]);
    expect(getOutputsExecutedFromReceipt(receipt, { application: recipient })).toEqual([]);
    expect(await getOutputStatus(publicClient, at(output.index))).toMatchObject({
      status: "executed",
      transactionHash: hash,
    });
    if (output === voucher) {
      await waitFor("the wait for the execution", async () =>
        executed.settled ? true : undefined,
      );
      expect(executed.error).toBeUndefined();
      expect(executed.value).toMatchObject({ status: "executed", transactionHash: hash });
    }
  }
  expect(await getOutputStatus(publicClient, at(notice.index))).toMatchObject({
    status: "ready-to-validate",
  });
});

test("an input the application rejects: the wait for its outputs says so", async () => {
  const inputIndex = await nodeTest.sendInput(
    testCommand({ vouchers: [{ destination: recipient }], status: "REJECTED" }),
  );
  const error = await waitToExecuteInputOutputs(publicClient, {
    node,
    application,
    inputIndex,
    timeout: 20_000,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InputNotAcceptedError);
  expect(error).toMatchObject({ status: "REJECTED" });
});

test("an output the node does not have yet is waited for; the signal and the timeout end the wait", async () => {
  const { totalCount } = (await node.listOutputs({ application, limit: 1 })).pagination;
  const outputIndex = BigInt(totalCount);
  const controller = new AbortController();
  const waiting = track(
    waitToExecuteOutput(publicClient, {
      node,
      application,
      outputIndex,
      signal: controller.signal,
    }),
  );
  await nodeTest.sendInput(testCommand({ notices: ["0x01"] }));
  expect(await getOutputStatus(publicClient, { node, application, outputIndex })).toMatchObject({
    status: "waiting-for-claim",
  });
  controller.abort(new Error("the user left"));
  await waitFor("the aborted wait", async () => (waiting.settled ? true : undefined));
  expect(waiting.error).toEqual(new Error("the user left"));

  const error = await waitForOutputExecution(publicClient, {
    node,
    application,
    outputIndex,
    timeout: 300,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WaitForOutputTimeoutError);
  expect(error).toMatchObject({ outputIndex, status: "waiting-for-claim", timeout: 300 });
});

test("an aborted signal ends the wait before any request", async () => {
  const error = await waitToExecuteOutput(publicClient, {
    node,
    application,
    outputIndex: 0n,
    signal: AbortSignal.abort(new Error("already gone")),
  }).catch((e: unknown) => e);
  expect(error).toEqual(new Error("already gone"));
});
