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

// The upstream client `@cartesi/client@2.0.0-alpha.34`, written for node 2.0.0-alpha.12 (dialect I)
// and the v3 contracts of 3.0.0-alpha.6, reads everything the devnet serves in dialect I, on 3.0.0-alpha.5.
const { chain, nodeUrl: url } = localNode("I");
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

describe("@cartesi/client on the devnet in dialect I", () => {
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

  test("reads the application, with its data availability, claim staging period and withdrawal configuration", async () => {
    const application = await client.getApplication({ application: name });
    const config = chain.application.withdrawalConfig!;
    expect(application).toMatchObject({
      name,
      applicationAddress: chain.application.application,
      consensusAddress: chain.application.authority,
      inputBoxAddress: chain.contracts.inputBox,
      dataAvailability: { type: "InputBox", inputBoxAddress: chain.contracts.inputBox },
      claimStagingPeriod: 2n,
      withdrawalConfig: {
        guardian: config.guardian,
        log2LeavesPerAccount: BigInt(config.log2LeavesPerAccount),
        log2MaxNumOfAccounts: BigInt(config.log2MaxNumOfAccounts),
        accountsDriveStartIndex: config.accountsDriveStartIndex,
        withdrawalOutputBuilder: config.withdrawalOutputBuilder,
      },
      enabled: true,
      status: "OK",
      forecloseBlock: 0n,
      processedInputs: 2n,
    });
    expect((await client.listApplications()).data).toStrictEqual([application]);
  });

  test("reads the node's version, its withdrawals and its tournaments", async () => {
    expect(await client.getNodeVersion()).toBe("2.0.0-alpha.12+local");
    expect((await client.listWithdrawals({ application: name })).data).toStrictEqual([]);
    expect((await client.listTournaments({ application: name })).data).toStrictEqual([]);
  });
});
