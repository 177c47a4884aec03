import { dialectNodeVersions, testCommand } from "@cartesi/local-devnet";
import {
  getApplication,
  getEpoch,
  getInput,
  getLastAcceptedEpochIndex,
  getOutput,
  getProcessedInputCount,
  getReport,
  listApplications,
  listEpochs,
  listInputs,
  listOutputs,
  listReports,
} from "@cartesi/viem";
import { testAccounts } from "@rollups-ts/chain";
import type { UseQueryResult } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { isAddressEqual, parseEther, toHex } from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import {
  application,
  chain,
  dialect,
  nodeClient,
  providers,
  sendInput,
  settleEpoch,
} from "../../test/node.js";
import { useApplication } from "./useApplication.js";
import { useApplications } from "./useApplications.js";
import { useChainId } from "./useChainId.js";
import { useEpoch } from "./useEpoch.js";
import { useEpochs } from "./useEpochs.js";
import { useInput } from "./useInput.js";
import { useInputs } from "./useInputs.js";
import { useLastAcceptedEpochIndex } from "./useLastAcceptedEpochIndex.js";
import { useNodeInfo } from "./useNodeInfo.js";
import { useNodeVersion } from "./useNodeVersion.js";
import { useOutput } from "./useOutput.js";
import { useOutputs } from "./useOutputs.js";
import { useProcessedInputCount } from "./useProcessedInputCount.js";
import { useReport } from "./useReport.js";
import { useReports } from "./useReports.js";

const destination = testAccounts[7]!.address;
const payload = testCommand({
  notices: [toHex("hooks notice")],
  vouchers: [{ destination, value: parseEther("1"), payload: "0xdeadbeef" }],
  reports: [toHex("hooks report")],
});

/** Renders a hook under the providers and returns its data once the query has succeeded. */
async function dataOf<data>(hook: () => UseQueryResult<data, unknown>): Promise<data> {
  const { result } = renderHook(hook, { wrapper: providers() });
  await waitFor(() => {
    expect(result.current.error).toBeNull();
    expect(result.current.isSuccess).toBe(true);
  });
  return result.current.data as data;
}

let inputIndex: bigint;
let epochIndex: bigint;

beforeAll(async () => {
  inputIndex = await sendInput(payload);
  ({ epochIndex } = await getInput(nodeClient, { application, inputIndex }));
  await settleEpoch(epochIndex);
});

describe("hooks read the node", () => {
  test("useApplication, by name and by address", async () => {
    const byName = await dataOf(() => useApplication({ application: "echo" }));
    expect(byName.name).toBe("echo");
    expect(isAddressEqual(byName.applicationAddress, application)).toBe(true);
    expect(byName).toStrictEqual(await getApplication(nodeClient, { application: "echo" }));
    const byAddress = await dataOf(() => useApplication({ application }));
    expect(byAddress.name).toBe("echo");
  });

  test("useApplications", async () => {
    const page = await dataOf(() => useApplications({ limit: 10 }));
    expect(page.data.map((item) => item.name)).toContain("echo");
    expect(page).toStrictEqual(await listApplications(nodeClient, { limit: 10 }));
  });

  test("useChainId, useNodeVersion and useNodeInfo", async () => {
    expect(await dataOf(() => useChainId())).toBe(chain.chainId);
    expect(await dataOf(() => useNodeVersion())).toBe(dialectNodeVersions[dialect]);
    expect(await dataOf(() => useNodeInfo())).toMatchObject({
      chainId: chain.chainId,
      version: dialectNodeVersions[dialect],
    });
  });

  test("useInput and useInputs", async () => {
    const input = await dataOf(() => useInput({ application, inputIndex }));
    expect(input.index).toBe(inputIndex);
    expect(input.status).toBe("ACCEPTED");
    expect(input.decodedData.payload).toBe(payload);
    expect(input).toStrictEqual(await getInput(nodeClient, { application, inputIndex }));

    const page = await dataOf(() => useInputs({ application, epochIndex }));
    expect(page.data.map((item) => item.index)).toContain(inputIndex);
    expect(page).toStrictEqual(await listInputs(nodeClient, { application, epochIndex }));
  });

  test("useEpoch, useEpochs and useLastAcceptedEpochIndex", async () => {
    const epoch = await dataOf(() => useEpoch({ application, epochIndex }));
    expect(epoch.index).toBe(epochIndex);
    expect(epoch.status).toBe("CLAIM_ACCEPTED");
    expect(epoch).toStrictEqual(await getEpoch(nodeClient, { application, epochIndex }));

    const accepted = await dataOf(() => useEpochs({ application, status: "CLAIM_ACCEPTED" }));
    expect(accepted.data.map((item) => item.index)).toContain(epochIndex);
    expect(accepted).toStrictEqual(
      await listEpochs(nodeClient, { application, status: "CLAIM_ACCEPTED" }),
    );

    const last = await dataOf(() => useLastAcceptedEpochIndex({ application }));
    expect(last).toBeGreaterThanOrEqual(epochIndex);
    expect(last).toBe(await getLastAcceptedEpochIndex(nodeClient, { application }));
  });

  test("useOutputs and useOutput, with the proof of the settled epoch", async () => {
    const page = await dataOf(() => useOutputs({ application, inputIndex }));
    expect(page.data.map((output) => output.decodedData)).toStrictEqual([
      { type: "notice", payload: toHex("hooks notice") },
      { type: "voucher", destination, value: parseEther("1"), payload: "0xdeadbeef" },
    ]);
    expect(page).toStrictEqual(await listOutputs(nodeClient, { application, inputIndex }));

    const outputIndex = page.data[1]!.index;
    const voucher = await dataOf(() => useOutput({ application, outputIndex }));
    expect(voucher.outputHashesSiblings).toHaveLength(63);
    expect(voucher).toStrictEqual(await getOutput(nodeClient, { application, outputIndex }));
  });

  test("useReports and useReport", async () => {
    const page = await dataOf(() => useReports({ application, inputIndex }));
    expect(page.data.map((report) => report.rawData)).toStrictEqual([toHex("hooks report")]);
    expect(page).toStrictEqual(await listReports(nodeClient, { application, inputIndex }));

    const reportIndex = page.data[0]!.index;
    const report = await dataOf(() => useReport({ application, reportIndex }));
    expect(report).toStrictEqual(await getReport(nodeClient, { application, reportIndex }));
  });

  test("useProcessedInputCount", async () => {
    const count = await dataOf(() => useProcessedInputCount({ application }));
    expect(count).toBeGreaterThan(inputIndex);
    expect(count).toBe(await getProcessedInputCount(nodeClient, { application }));
  });
});
