import { isolate } from "@cartesi/local-devnet/test";
import { expect, test } from "vitest";
import { minedInput, revertOf, testClients } from "../../../test/l1.js";
import { depositERC20Tokens } from "./depositERC20Tokens.js";
import { estimateDepositERC20TokensGas } from "./estimateDepositERC20TokensGas.js";

const { info, publicClient, walletClient, localAccount, approve, deployment } = testClients();
const application = info.application.application;
const token = info.tokens.erc20;
isolate(publicClient, { each: true });

test("is enough for an approved deposit", async () => {
  await approve(token, info.contracts.erc20Portal, 50n);
  const parameters = { token, application, amount: 50n };
  const gas = await estimateDepositERC20TokensGas(publicClient, {
    deployment,
    account: localAccount,
    ...parameters,
  });
  const input = await minedInput(
    publicClient,
    await depositERC20Tokens(walletClient, { deployment, ...parameters, gas }),
  );
  expect(input.receipt.gasUsed).toBeLessThanOrEqual(gas);
});

test("without an allowance, fails with the token's revert", async () => {
  const error = await estimateDepositERC20TokensGas(publicClient, {
    deployment,
    account: localAccount,
    token,
    application,
    amount: 1n,
  }).catch((e: unknown) => e);
  expect(revertOf(error).args).toEqual(["ERC20: insufficient allowance"]);
});
