import { expect, test } from "vitest";

test("exports of @cartesi/viem/abi", async () => {
  expect(Object.keys(await import("./index.js")).sort()).toMatchInlineSnapshot(`
    [
      "addInputAbi",
      "applicationAbi",
      "applicationFactoryAbi",
      "applicationFactoryAddress",
      "applicationWithdrawalAbi",
      "authorityAbi",
      "authorityFactoryAddress",
      "claimStagingAbi",
      "dataAvailabilityAbi",
      "depositBatchErc1155TokenAbi",
      "depositErc20TokensAbi",
      "depositErc721TokenAbi",
      "depositSingleErc1155TokenAbi",
      "erc1155BatchPortalAbi",
      "erc1155BatchPortalAddress",
      "erc1155ErrorsAbi",
      "erc1155SinglePortalAbi",
      "erc1155SinglePortalAddress",
      "erc20ErrorsAbi",
      "erc20PortalAbi",
      "erc20PortalAddress",
      "erc20PortalV3ErrorsAbi",
      "erc721ErrorsAbi",
      "erc721PortalAbi",
      "erc721PortalAddress",
      "etherPortalAbi",
      "etherPortalAddress",
      "inputBoxAbi",
      "inputBoxAddress",
      "inputBoxV3ErrorsAbi",
      "inputsAbi",
      "outputsAbi",
      "safeErc20TransferAbi",
      "safeErc20TransferAddress",
      "selfHostedApplicationFactoryAbi",
      "selfHostedApplicationFactoryAddress",
    ]
  `);
});
