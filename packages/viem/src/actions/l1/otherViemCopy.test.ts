// A client built with another copy of viem than the package's own: viem's CommonJS build beside
// the ESM one this package imports, as a bundler or a CommonJS script may load it. Its errors are
// instances of the other copy's classes; the actions must still tell a revert from a failure.
import { createRequire } from "node:module";
import { testCommand } from "@cartesi/local-devnet";
import { closeEpochOf, epochWithStatus, isolate, waitFor } from "@cartesi/local-devnet/test";
import { localChain, testAccounts, withoutAutomine } from "@rollups-ts/chain";
import { BaseError } from "viem";
import { expect, test } from "vitest";
import { testClients } from "../../../test/l1.js";
import * as nodeTest from "../../../test/node.js";
import { getOutputStatus } from "./getOutputStatus.js";
import { getTimeToExecutable } from "./getTimeToExecutable.js";

const otherViem = createRequire(import.meta.url)("viem") as typeof import("viem");
const { info, publicClient } = testClients();
const node = nodeTest.nodeClient;
const application = info.application.application;
const otherClient = otherViem.createPublicClient({
  chain: localChain(info.url, info.chainId),
  transport: otherViem.http(info.url),
  cacheTime: 0,
});

let processedInputs: bigint;
isolate(publicClient, {
  afterRevert: () =>
    waitFor("the node to follow the revert", async () =>
      (await node.getProcessedInputCount({ application })) === processedInputs ? true : undefined,
    ),
});

test("the other copy's errors are not this package's viem classes", () => {
  expect(new otherViem.BaseError("x")).not.toBeInstanceOf(BaseError);
});

test("getOutputStatus and getTimeToExecutable with the other copy's client, while the claim is not accepted", async () => {
  processedInputs = await node.getProcessedInputCount({ application });
  const inputIndex = await nodeTest.sendInput(
    testCommand({ vouchers: [{ destination: testAccounts[7]!.address, payload: "0x" }] }),
  );
  const [voucher] = (await node.listOutputs({ application, inputIndex })).data;
  const at = { node, application, outputIndex: voucher!.index };
  const { epoch } = await getOutputStatus(otherClient, at);
  // The node computes the claim and sends it; with automine off it waits in the pool, so the
  // output has its proof and `validateOutput` reverts: on v3 the claim is then staged and waits
  // for its staging period, on v2 it is submitted and not yet mined.
  await withoutAutomine(publicClient, async () => {
    await closeEpochOf(info, epoch.lastBlock);
    await epochWithStatus(nodeTest.nodeUrl, epoch.index, "CLAIM_SUBMITTED");
    const status = await getOutputStatus(otherClient, at);
    expect(status.output.outputHashesSiblings).toHaveLength(63);
    expect(status).toMatchObject({ status: "waiting-for-acceptance" });
    expect(await getTimeToExecutable(otherClient, { ...at, status })).toMatchObject({
      basis: "estimated",
    });
  });
});
