import { toHex } from "viem";
import { describe, expect, test } from "vitest";
import { application, nodeClient, sendInput } from "../../../test/node.js";
import { getReport } from "./getReport.js";
import { listReports } from "./listReports.js";

describe("getReport", () => {
  test("returns the report as the list shows it", async () => {
    const echoed = await sendInput(toHex("report me"));
    const [echo] = (await listReports(nodeClient, { application, inputIndex: echoed })).data;
    expect(await getReport(nodeClient, { application, reportIndex: echo!.index })).toStrictEqual(
      echo,
    );
  });
});
