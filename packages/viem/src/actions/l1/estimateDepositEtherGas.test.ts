import { isolate } from "@cartesi/local-devnet/test";
import { parseEther } from "viem";
import { expect, test } from "vitest";
import { minedInput, testClients } from "../../../test/l1.js";
import { depositEther } from "./depositEther.js";
import { estimateDepositEtherGas } from "./estimateDepositEtherGas.js";

const { info, publicClient, walletClient, localAccount, deployment } = testClients();
const application = info.application.application;
isolate(publicClient, { each: true });

test("is enough for the deposit it describes", async () => {
  const value = parseEther("1");
  const gas = await estimateDepositEtherGas(publicClient, {
    deployment,
    account: localAccount,
    application,
    value,
    execLayerData: "0x1234",
  });
  const input = await minedInput(
    publicClient,
    await depositEther(walletClient, {
      deployment,
      application,
      value,
      execLayerData: "0x1234",
      gas,
    }),
  );
  expect(input.transaction.gas).toBe(gas);
  expect(input.receipt.gasUsed).toBeLessThanOrEqual(gas);
});
