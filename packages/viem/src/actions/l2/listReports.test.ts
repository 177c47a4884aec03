import { testCommand } from "@cartesi/local-devnet";
import { toHex } from "viem";
import { describe, expect, test } from "vitest";
import { application, nodeClient, sendInput } from "../../../test/node.js";
import { listReports } from "./listReports.js";

describe("listReports", () => {
  test("the echo application reports each payload; the node keeps no reports of rejected inputs", async () => {
    const echoed = await sendInput(toHex("report me"));
    const rejected = await sendInput(testCommand({ reports: [toHex("why")], status: "REJECTED" }));
    const [echo] = (await listReports(nodeClient, { application, inputIndex: echoed })).data;
    expect(echo).toMatchObject({ inputIndex: echoed, rawData: toHex("report me") });
    expect((await listReports(nodeClient, { application, inputIndex: rejected })).data).toEqual([]);
    const byEpoch = await listReports(nodeClient, {
      application,
      epochIndex: echo!.epochIndex,
      limit: 10_000,
    });
    expect(byEpoch.data.every((report) => report.epochIndex === echo!.epochIndex)).toBe(true);
  });
});
