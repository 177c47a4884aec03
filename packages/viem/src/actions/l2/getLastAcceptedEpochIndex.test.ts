import { toHex } from "viem";
import { describe, expect, test } from "vitest";
import { application, nodeClient, sendInput, settleEpoch } from "../../../test/node.js";
import { getInput } from "./getInput.js";
import { getLastAcceptedEpochIndex } from "./getLastAcceptedEpochIndex.js";

describe("getLastAcceptedEpochIndex", () => {
  test("is the index of the epoch settled last", async () => {
    const inputIndex = await sendInput(toHex("epoch"));
    const { epochIndex } = await getInput(nodeClient, { application, inputIndex });
    await settleEpoch(epochIndex);
    expect(await getLastAcceptedEpochIndex(nodeClient, { application })).toBe(epochIndex);
  });
});
