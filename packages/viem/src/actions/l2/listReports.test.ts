import { testCommand } from "@cartesi/local-devnet";
import { toHex } from "viem";
import { describe, expect, test } from "vitest";
import { application, nodeClient, sendInput } from "../../../test/node.js";
import { listReports } from "./listReports.js";

describe("listReports", () => {
  test("the echo application reports each payload; reports of rejected inputs are kept", async () => {
    const echoed = await sendInput(toHex("report me"));
    const rejected = await sendInput(testCommand({ reports: [toHex("why")], status: "REJECTED" }));
    const [echo] = (await listReports(nodeClient, { application, inputIndex: echoed })).data;
    expect(echo).toMatchObject({ inputIndex: echoed, rawData: toHex("report me") });
    const [kept] = (await listReports(nodeClient, { application, inputIndex: rejected })).data;
    expect(kept?.rawData).toBe(toHex("why"));
    const byEpoch = await listReports(nodeClient, {
      application,
      epochIndex: echo!.epochIndex,
      limit: 10_000,
    });
    expect(byEpoch.data.every((report) => report.epochIndex === echo!.epochIndex)).toBe(true);
  });
});
