import { expect, test } from "vitest";

test("exports", async () => {
  expect(Object.keys(await import("./index.ts")).sort()).toMatchInlineSnapshot(`
    [
      "OutputsMerkleTree",
      "attachChain",
      "defaultDialect",
      "dialectNodeVersions",
      "dialects",
      "errorCodes",
      "localNodeVersion",
      "maxBatchEntries",
      "maxBodyBytes",
      "maxLimit",
      "maxResponseBytes",
      "outputsTreeHeight",
      "parseTestCommand",
      "rootFromSiblings",
      "startNode",
      "testApplication",
      "testCommand",
    ]
  `);
});
