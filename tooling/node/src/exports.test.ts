import { expect, test } from "vitest";

test("exports", async () => {
  expect(Object.keys(await import("./index.ts")).sort()).toMatchInlineSnapshot(`
    [
      "OutputsMerkleTree",
      "attachChain",
      "errorCodes",
      "localNodeVersion",
      "maxBodyBytes",
      "maxLimit",
      "outputsTreeHeight",
      "parseTestCommand",
      "rootFromSiblings",
      "startNode",
      "testApplication",
      "testCommand",
    ]
  `);
});
