import { expect, test } from "vitest";

test("exports", async () => {
  expect(Object.keys(await import("./index.ts")).sort()).toMatchInlineSnapshot(`
    [
      "OutputsMerkleTree",
      "attachChain",
      "defaultDialect",
      "describeApplication",
      "dialectNodeVersions",
      "dialects",
      "errorCodes",
      "loadHandlerModule",
      "localChain",
      "localNodeVersion",
      "maxBatchEntries",
      "maxBodyBytes",
      "maxInspectPayloadBytes",
      "maxLimit",
      "maxResponseBytes",
      "maxRollupBodyBytes",
      "mine",
      "outputsTreeHeight",
      "parseTestCommand",
      "revert",
      "rootFromSiblings",
      "snapshot",
      "startChain",
      "startDevnet",
      "startHostApplication",
      "startNode",
      "testAccounts",
      "testApplication",
      "testApplicationInspect",
      "testCommand",
      "txBufferBytes",
    ]
  `);
});
