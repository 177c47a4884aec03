import { isolate } from "@cartesi/local-devnet/test";
import { expect, test } from "vitest";
import { minedInput, testClients } from "../../../test/l1.js";
import { InvalidParameterError } from "../../errors/parameter.js";
import { depositBatchERC1155Token } from "./depositBatchERC1155Token.js";
import { estimateDepositBatchERC1155TokenGas } from "./estimateDepositBatchERC1155TokenGas.js";

const { info, requests, publicClient, walletClient, localAccount, approveAll, deployment } =
  testClients();
const application = info.application.application;
const token = info.tokens.erc1155;
isolate(publicClient, { each: true });

test("is enough for an approved deposit, and grows with the number of ids", async () => {
  await approveAll(token, info.contracts.erc1155BatchPortal);
  const one = await estimateDepositBatchERC1155TokenGas(publicClient, {
    deployment,
    account: localAccount,
    token,
    application,
    tokenIds: [1n],
    values: [1n],
  });
  const parameters = { token, application, tokenIds: [1n, 2n, 4n], values: [1n, 2n, 3n] };
  const gas = await estimateDepositBatchERC1155TokenGas(publicClient, {
    deployment,
    account: localAccount,
    ...parameters,
  });
  expect(gas).toBeGreaterThan(one);
  const input = await minedInput(
    publicClient,
    await depositBatchERC1155Token(walletClient, { deployment, ...parameters, gas }),
  );
  expect(input.receipt.gasUsed).toBeLessThanOrEqual(gas);
});

test("lists of different lengths are refused before any request", async () => {
  requests.length = 0;
  const error = await estimateDepositBatchERC1155TokenGas(publicClient, {
    deployment,
    token,
    application,
    tokenIds: [],
    values: [1n],
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InvalidParameterError);
  // The estimate's own page, not the wallet action's.
  expect((error as InvalidParameterError).message).toMatch(
    /^Docs: https:\/\/cartesi\.github\.io\/rollups-ts\/viem\/estimateDepositBatchERC1155TokenGas$/m,
  );
  expect(requests).toEqual([]);
});
