import { testCommand } from "@cartesi/local-devnet";
import { testAccounts } from "@rollups-ts/chain";
import { toHex } from "viem";
import { describe, expect, test } from "vitest";
import { application, nodeClient, sendInput } from "../../../test/node.js";
import { outputTypeSelectors } from "../../types/constants.js";
import { listOutputs } from "./listOutputs.js";

const destination = testAccounts[7]!.address;

async function outputsOf(inputIndex: bigint) {
  return (await listOutputs(nodeClient, { application, inputIndex })).data;
}

describe("listOutputs", () => {
  test("filter by type (name or selector), voucher destination and epoch", async () => {
    const inputIndex = await sendInput(
      testCommand({
        notices: [toHex("filtered")],
        vouchers: [{ destination, payload: "0x" }],
      }),
    );
    const all = await outputsOf(inputIndex);
    const byName = await listOutputs(nodeClient, {
      application,
      inputIndex,
      outputType: "voucher",
    });
    const bySelector = await listOutputs(nodeClient, {
      application,
      inputIndex,
      outputType: outputTypeSelectors.voucher,
    });
    expect(byName.data.map((output) => output.index)).toStrictEqual([all[1]!.index]);
    expect(bySelector.data).toStrictEqual(byName.data);
    const notices = await listOutputs(nodeClient, {
      application,
      inputIndex,
      outputType: "notice",
    });
    expect(notices.data.map((output) => output.decodedData.type)).toStrictEqual(["notice"]);

    const toDestination = await listOutputs(nodeClient, {
      application,
      voucherAddress: destination,
      limit: 10_000,
    });
    expect(toDestination.data.length).toBeGreaterThan(0);
    expect(
      toDestination.data.every(
        (output) =>
          output.decodedData.type !== "notice" && output.decodedData.destination === destination,
      ),
    ).toBe(true);

    const epochIndex = all[0]!.epochIndex;
    const byEpoch = await listOutputs(nodeClient, { application, epochIndex, limit: 10_000 });
    expect(byEpoch.data.every((output) => output.epochIndex === epochIndex)).toBe(true);
  });

  test("outputs of a rejected input are discarded", async () => {
    const inputIndex = await sendInput(
      testCommand({ notices: [toHex("discarded")], status: "REJECTED" }),
    );
    expect(await outputsOf(inputIndex)).toStrictEqual([]);
  });
});
