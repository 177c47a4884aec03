import { createCartesiPublicClient } from "@cartesi/client";
import { testAccounts } from "@rollups-ts/chain";
import { http, parseEther, toHex } from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { testCommand } from "./handler.ts";
import {
  acceptedEpochOf,
  addInput,
  clients,
  depositEther,
  isolate,
  localNode,
  nodeForgotInputs,
  processedInput,
} from "./test.ts";

// The upstream client (`@cartesi/client`, written for node 2.0.0-alpha.13 and the v3 contracts)
// reads everything the v3 devnet serves in dialect N.
const { chain, nodeUrl: url } = localNode("N");
const { publicClient } = clients(chain);
const client = createCartesiPublicClient({ transport: http(url) });

isolate(publicClient, { afterRevert: () => nodeForgotInputs(url) });
beforeAll(async () => {
  await depositEther(chain, parseEther("1"));
  const { index, blockNumber } = await addInput(
    chain,
    testCommand({
      notices: [toHex("a notice")],
      vouchers: [{ destination: testAccounts[2]!.address, value: parseEther("0.1") }],
      reports: [toHex("a report")],
    }),
  );
  await processedInput(url, index);
  await acceptedEpochOf(chain, url, blockNumber);
});

describe("@cartesi/client on the v3 devnet", () => {
  const name = "echo";

  test("reads every epoch, input, output and report without an error", async () => {
    const epochs = await client.listEpochs({ application: name });
    expect(epochs.data.map((epoch) => epoch.status)).toContain("CLAIM_ACCEPTED");
    for (const { index, stagedAtBlock } of epochs.data) {
      expect((await client.getEpoch({ application: name, epochIndex: index })).index).toBe(index);
      expect(stagedAtBlock).toBeTypeOf("bigint");
    }
    const inputs = await client.listInputs({ application: name });
    expect(inputs.data).toHaveLength(2);
    for (const { index } of inputs.data)
      expect((await client.getInput({ application: name, inputIndex: index })).status).toBe(
        "ACCEPTED",
      );
    const outputs = await client.listOutputs({ application: name });
    // The deposit's echo, the notice and the voucher.
    expect(outputs.data.map((output) => output.decodedData?.type)).toStrictEqual([
      "Notice",
      "Notice",
      "Voucher",
    ]);
    for (const { index } of outputs.data) {
      const output = await client.getOutput({ application: name, outputIndex: index });
      expect(output.outputHashesSiblings).toHaveLength(63);
    }
    const reports = await client.listReports({ application: name });
    expect(reports.data.map((report) => report.rawData)).toContain(toHex("a report"));
    for (const { index, rawData } of reports.data)
      expect((await client.getReport({ application: name, reportIndex: index })).rawData).toBe(
        rawData,
      );
    expect(await client.getProcessedInputCount({ application: name })).toBe(2n);
    expect(await client.getLastAcceptedEpochIndex({ application: name })).toBe(
      epochs.data.at(-1)!.index,
    );
    expect(await client.getChainId()).toBe(chain.chainId);
  });

  // Client 2.0.0-alpha.34 decodes the application's `data_availability`, which N nodes
  // (2.0.0-alpha.13 on) no longer send: its application reads fail on any N node, this one included.
  test("cannot read applications: it requires data_availability, which N left out", async () => {
    const raw = await client.request({
      method: "cartesi_getApplication",
      params: { application: name },
    } as never);
    expect(raw).not.toHaveProperty("data.data_availability");
    await expect(client.listApplications()).rejects.toThrow(TypeError);
    await expect(client.getApplication({ application: name })).rejects.toThrow(TypeError);
  });
});
