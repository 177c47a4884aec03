import { toHex } from "viem";
import { describe, expect, test } from "vitest";
import {
  application,
  chain,
  dialect,
  nodeClient,
  sendInput,
  settleEpoch,
} from "../../../test/node.js";
import { ApplicationNotFoundError, ResourceNotFoundError } from "../../errors/node.js";
import { epochStatuses } from "../../types/constants.js";
import { getEpoch } from "./getEpoch.js";
import { getInput } from "./getInput.js";
import { listEpochs } from "./listEpochs.js";

describe("getEpoch", () => {
  test("an epoch with an input settles: status, root, claim", async () => {
    const inputIndex = await sendInput(toHex("epoch"));
    const { epochIndex } = await getInput(nodeClient, { application, inputIndex });
    const open = await getEpoch(nodeClient, { application, epochIndex });
    expect(open.index).toBe(epochIndex);
    expect(open.firstBlock).toBe(epochIndex * chain.application.epochLength);
    expect(open.lastBlock).toBe((epochIndex + 1n) * chain.application.epochLength - 1n);
    expect(epochStatuses.indexOf(open.status as (typeof epochStatuses)[number])).toBeLessThan(
      epochStatuses.indexOf("CLAIM_ACCEPTED"),
    );

    await settleEpoch(epochIndex);
    const accepted = await getEpoch(nodeClient, { application, epochIndex });
    expect(accepted.status).toBe("CLAIM_ACCEPTED");
    // Older nodes send the outputs root; newer ones a machine memory block in its place.
    if (dialect === "N") {
      expect(accepted).not.toHaveProperty("outputsMerkleRoot");
      expect(accepted.txBufferDataBlock).toMatch(/^0x[0-9a-f]{64}$/i);
    } else {
      expect(accepted.outputsMerkleRoot).toMatch(/^0x[0-9a-f]{64}$/i);
      expect(accepted).not.toHaveProperty("txBufferDataBlock");
    }
    expect(accepted.claimTransactionHash).toMatch(/^0x[0-9a-f]{64}$/i);

    const acceptedOnly = await listEpochs(nodeClient, {
      application,
      status: "CLAIM_ACCEPTED",
      limit: 10_000,
    });
    expect(acceptedOnly.data.some((epoch) => epoch.index === epochIndex)).toBe(true);
    expect(acceptedOnly.data.every((epoch) => epoch.status === "CLAIM_ACCEPTED")).toBe(true);
    const newestFirst = await listEpochs(nodeClient, { application, descending: true, limit: 2 });
    expect(newestFirst.data[0]!.index).toBeGreaterThanOrEqual(epochIndex);
  });

  test("a missing epoch is a ResourceNotFoundError naming it", async () => {
    const error = await getEpoch(nodeClient, { application, epochIndex: 999_999n }).catch((e) => e);
    expect(error).toBeInstanceOf(ResourceNotFoundError);
    expect(error).not.toBeInstanceOf(ApplicationNotFoundError);
    expect(error.shortMessage).toBe(`The node has no epoch 999999 of application ${application}.`);
  });
});
