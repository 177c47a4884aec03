import { http } from "viem";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { application, nodeClient, sendInput } from "../../test/node.js";
import { type StandInNode, startStandInNode } from "../../test/standInNode.js";
import { getEpoch } from "../actions/l2/getEpoch.js";
import { getInput } from "../actions/l2/getInput.js";
import { getOutput } from "../actions/l2/getOutput.js";
import { getProcessedInputCount } from "../actions/l2/getProcessedInputCount.js";
import { listReports } from "../actions/l2/listReports.js";
import { createCartesiPublicClient } from "../clients/createCartesiPublicClient.js";
import { InvalidFieldError } from "../errors/node.js";

// A stand-in node that answers what the real one never should, so the parsers' refusals can be seen.
let answer: unknown;
let standIn: StandInNode;
let malformedNode: ReturnType<typeof createCartesiPublicClient>;

beforeAll(async () => {
  standIn = await startStandInNode(() => ({ result: answer }));
  malformedNode = createCartesiPublicClient({ transport: http(standIn.url) });
});
afterAll(() => standIn.close());

async function wireInput() {
  const inputIndex = await sendInput("0x01");
  const response = await fetch((nodeClient.transport as { url: string }).url, {
    method: "POST",
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "cartesi_getInput",
      params: { application, input_index: `0x${inputIndex.toString(16)}` },
    }),
  });
  return ((await response.json()) as { result: { data: Record<string, unknown> } }).result.data;
}

describe("values from the node that do not parse raise InvalidFieldError naming the field", () => {
  test("a real input round-trips; each corrupted field is named", async () => {
    const input = await wireInput();
    answer = { data: input };
    expect((await getInput(malformedNode, { application, inputIndex: 0n })).rawData).toBe(
      input.raw_data,
    );

    const corruptions: [string, unknown, string][] = [
      ["index", "12", "input.index"],
      ["index", "0x", "input.index"],
      ["block_number", 5, "input.block_number"],
      ["epoch_index", "0x10000000000000000", "input.epoch_index"],
      ["status", 7, "input.status"],
      ["created_at", "yesterday", "input.created_at"],
      ["raw_data", "0x123", "input.raw_data"],
      ["raw_data", "0x415bf363", "input.raw_data"],
      ["machine_hash", "0x1234", "input.machine_hash"],
      ["transaction_hash", "0x1234", "input.transaction_hash"],
      ["log_index", 1, "input.log_index"],
      ["exception_data", "0x1", "input.exception_data"],
    ];
    for (const [key, value, field] of corruptions) {
      answer = { data: { ...input, [key]: value } };
      const error = await getInput(malformedNode, { application, inputIndex: 0n }).catch((e) => e);
      expect(error, field).toBeInstanceOf(InvalidFieldError);
      expect(error.field).toBe(field);
      expect(error.message).toContain(`invalid \`${field}\``);
    }
  });

  test("an input whose decoded_data is null or missing is decoded from raw_data", async () => {
    const input = await wireInput();
    const { decoded_data: _, ...withoutDecoded } = input;
    answer = { data: input };
    const decoded = await getInput(malformedNode, { application, inputIndex: 0n });
    for (const data of [{ ...input, decoded_data: null }, withoutDecoded]) {
      answer = { data };
      expect(await getInput(malformedNode, { application, inputIndex: 0n })).toStrictEqual(decoded);
    }
  });

  test("addresses, counts, lists and envelopes", async () => {
    answer = { data: "17" };
    await expect(getProcessedInputCount(malformedNode, { application })).rejects.toMatchObject({
      field: "result.data",
    });
    answer = { data: { index: "0x1" } };
    await expect(getEpoch(malformedNode, { application, epochIndex: 1n })).rejects.toMatchObject({
      field: "epoch.first_block",
    });
    answer = {
      data: {
        epoch_index: "0x0",
        input_index: "0x0",
        index: "0x0",
        raw_data: "0xc258d6e5",
        hash: null,
      },
    };
    await expect(getOutput(malformedNode, { application, outputIndex: 0n })).rejects.toMatchObject({
      field: "output.raw_data",
    });
    answer = { data: [{}], pagination: { total_count: 1, limit: 50, offset: 0 } };
    await expect(listReports(malformedNode, { application })).rejects.toMatchObject({
      field: "reports[0].epoch_index",
    });
    answer = { data: [], pagination: { total_count: -1, limit: 50, offset: 0 } };
    await expect(listReports(malformedNode, { application })).rejects.toMatchObject({
      field: "result.pagination.total_count",
    });
    answer = null;
    await expect(listReports(malformedNode, { application })).rejects.toMatchObject({
      field: "result",
    });
  });
});
