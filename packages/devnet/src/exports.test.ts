import { expect, test } from "vitest";

test("exports", async () => {
  expect(Object.keys(await import("./index.ts")).sort()).toMatchInlineSnapshot(`
    [
      "AccountsDrive",
      "ForecloseError",
      "MachineMerkleTree",
      "OutputsMerkleTree",
      "WithdrawalProofsError",
      "accountsDriveNode",
      "attachChain",
      "defaultClaimStagingPeriod",
      "defaultDialect",
      "describeApplication",
      "devnetApplications",
      "devnetDeployments",
      "devnetTokens",
      "dialectGeneration",
      "dialectNodeVersions",
      "dialects",
      "encodeAccount",
      "errorCodes",
      "foreclose",
      "generationDialects",
      "loadHandlerModule",
      "localChain",
      "localGuardian",
      "localNodeVersion",
      "machineTree",
      "machineValidityProof",
      "maxAccountBalance",
      "maxBalanceOf",
      "maxBatchEntries",
      "maxBodyBytes",
      "maxInspectPayloadBytes",
      "maxLimit",
      "maxResponseBytes",
      "maxRollupBodyBytes",
      "memoryTreeHeight",
      "mine",
      "outputsMerkleRootNode",
      "outputsTreeHeight",
      "parseTestCommand",
      "pristineRoot",
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
      "withdrawalProofs",
    ]
  `);
});

test("exports of @cartesi/local-devnet/deployment", async () => {
  expect(Object.keys(await import("./deployment.ts")).sort()).toMatchInlineSnapshot(`
    [
      "devnetApplications",
      "devnetDeployments",
      "devnetTokens",
    ]
  `);
});
