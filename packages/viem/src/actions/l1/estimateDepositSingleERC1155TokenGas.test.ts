import { isolate } from "@cartesi/local-devnet/test";
import { expect, test } from "vitest";
import { minedInput, revertOf, testClients } from "../../../test/l1.js";
import { depositSingleERC1155Token } from "./depositSingleERC1155Token.js";
import { estimateDepositSingleERC1155TokenGas } from "./estimateDepositSingleERC1155TokenGas.js";

const { info, publicClient, walletClient, localAccount, approveAll, deployment } = testClients();
const application = info.application.application;
const token = info.tokens.erc1155;
isolate(publicClient, { each: true });

test("is enough for an approved deposit", async () => {
  await approveAll(token, info.contracts.erc1155SinglePortal);
  const parameters = { token, application, tokenId: 1n, value: 3n } as const;
  const gas = await estimateDepositSingleERC1155TokenGas(publicClient, {
    deployment,
    account: localAccount,
    ...parameters,
  });
  const input = await minedInput(
    publicClient,
    await depositSingleERC1155Token(walletClient, { deployment, ...parameters, gas }),
  );
  expect(input.receipt.gasUsed).toBeLessThanOrEqual(gas);
});

test("without approval, fails with the token's revert", async () => {
  const error = await estimateDepositSingleERC1155TokenGas(publicClient, {
    deployment,
    account: localAccount,
    token,
    application,
    tokenId: 1n,
    value: 3n,
  }).catch((e: unknown) => e);
  expect(revertOf(error).args).toEqual(["ERC1155: caller is not token owner or approved"]);
});
