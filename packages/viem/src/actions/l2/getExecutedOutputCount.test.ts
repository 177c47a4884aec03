// The two output counts: native on nodes that have them (N), counted from the outputs on the
// others (R, I, which answer -32601); the same numbers either way.
import { testCommand } from "@cartesi/local-devnet";
import { waitFor } from "@cartesi/local-devnet/test";
import { testAccounts } from "@rollups-ts/chain";
import { expect, test } from "vitest";
import {
  application,
  dialect,
  nodeClient,
  publicClient,
  sendInput,
  settleEpoch,
  walletClient,
} from "../../../test/node.js";
import { ApplicationNotFoundError } from "../../errors/node.js";
import { executeOutput } from "../l1/executeOutput.js";
import { getExecutedOutputCount } from "./getExecutedOutputCount.js";
import { getPendingExecutableOutputCount } from "./getPendingExecutableOutputCount.js";

const counts = async () => ({
  executed: await getExecutedOutputCount(nodeClient, { application }),
  pending: await getPendingExecutableOutputCount(nodeClient, { application }),
});

test(`counts executed and pending executable outputs (${dialect})`, async () => {
  // Settle the epoch of the last input first, so no other test's output becomes executable meanwhile.
  const { data: last } = await nodeClient.listInputs({ application, limit: 1, descending: true });
  if (last[0]) await settleEpoch(last[0].epochIndex);
  const before = await counts();
  const inputIndex = await sendInput(
    testCommand({
      notices: ["0x01"],
      vouchers: [{ destination: testAccounts[7]!.address }],
    }),
  );
  // Not executable yet: the epoch is open.
  expect(await counts()).toEqual(before);
  const { epochIndex } = await nodeClient.getInput({ application, inputIndex });
  await settleEpoch(epochIndex);
  // The voucher is executable; the notice is never counted.
  expect(await counts()).toEqual({ ...before, pending: before.pending + 1n });

  const { data } = await nodeClient.listOutputs({ application, inputIndex });
  const hash = await executeOutput(walletClient, { application, output: data[1]! });
  await publicClient.waitForTransactionReceipt({ hash });
  await waitFor("the node to see the execution", async () =>
    (await getExecutedOutputCount(nodeClient, { application })) === before.executed + 1n
      ? true
      : undefined,
  );
  expect(await counts()).toEqual({ executed: before.executed + 1n, pending: before.pending });
});

test("an application the node does not know is refused, with or without the newer methods", async () => {
  await expect(
    getExecutedOutputCount(nodeClient, { application: "nobody" }),
  ).rejects.toBeInstanceOf(ApplicationNotFoundError);
  // Older nodes answer an unknown application to cartesi_getLastAcceptedEpochIndex as a missing epoch.
  await expect(
    getPendingExecutableOutputCount(nodeClient, { application: "nobody" }),
  ).rejects.toBeInstanceOf(ApplicationNotFoundError);
});
