import { isolate } from "@cartesi/local-devnet/test";
import { expect, test } from "vitest";
import { minedInput, revertOf, testClients } from "../../../test/l1.js";
import { depositERC721Token } from "./depositERC721Token.js";
import { estimateDepositERC721TokenGas } from "./estimateDepositERC721TokenGas.js";

const { info, publicClient, walletClient, localAccount, approveAll, deployment } = testClients();
const application = info.application.application;
const token = info.tokens.erc721;
isolate(publicClient, { each: true });

test("is enough for an approved deposit", async () => {
  await approveAll(token, info.contracts.erc721Portal);
  const parameters = { token, application, tokenId: 5n, baseLayerData: "0x01" } as const;
  const gas = await estimateDepositERC721TokenGas(publicClient, {
    deployment,
    account: localAccount,
    ...parameters,
  });
  const input = await minedInput(
    publicClient,
    await depositERC721Token(walletClient, { deployment, ...parameters, gas }),
  );
  expect(input.receipt.gasUsed).toBeLessThanOrEqual(gas);
});

test("a token of someone else fails with the token's revert", async () => {
  const error = await estimateDepositERC721TokenGas(publicClient, {
    deployment,
    account: localAccount,
    token,
    application,
    tokenId: 0n,
  }).catch((e: unknown) => e);
  expect(revertOf(error).args).toEqual(["ERC721: caller is not token owner or approved"]);
});
