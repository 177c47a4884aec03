import { isolate } from "@cartesi/local-devnet/test";
import { testAccounts } from "@rollups-ts/chain";
import { expect, test } from "vitest";
import { provenOutputs, revertOf, testClients, unprovenOutput } from "../../../test/l1.js";
import { ApplicationNotDeployedError, OutputNotProvenError } from "../../errors/output.js";
import { estimateExecuteOutputGas } from "./estimateExecuteOutputGas.js";
import { executeOutput } from "./executeOutput.js";

const { info, requests, publicClient, walletClient, localAccount } = testClients();
const application = info.application.application;
const outputs = provenOutputs(testAccounts[7]!.address);
isolate(publicClient, { each: true });

test("is enough for the execution, and is what executeOutput uses when gas is omitted", async () => {
  const gas = await estimateExecuteOutputGas(publicClient, {
    account: localAccount,
    application,
    output: outputs.etherVoucher,
  });
  const hash = await executeOutput(walletClient, { application, output: outputs.etherVoucher });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  expect(receipt.gasUsed).toBeLessThanOrEqual(gas);
  expect((await publicClient.getTransaction({ hash })).gas).toBe(gas);
});

test("fails as the execution would: a notice is not executable", async () => {
  const error = await estimateExecuteOutputGas(publicClient, {
    application,
    output: outputs.notice,
  }).catch((e: unknown) => e);
  expect(revertOf(error).errorName).toBe("OutputNotExecutable");
});

test("an output without its proof is refused before any request", async () => {
  const output = await unprovenOutput();
  requests.length = 0;
  const error = await estimateExecuteOutputGas(publicClient, { application, output }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutputNotProvenError);
  expect((error as OutputNotProvenError).message).toContain("/viem/estimateExecuteOutputGas");
  expect(requests).toEqual([]);
});

test("an address without a contract is refused, as the execution would be", async () => {
  // Estimating a call to an address without code succeeds, for an execution that would do nothing.
  const error = await estimateExecuteOutputGas(publicClient, {
    account: localAccount,
    application: testAccounts[8]!.address,
    output: outputs.etherVoucher,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApplicationNotDeployedError);
  expect((error as ApplicationNotDeployedError).message).toContain(
    "https://cartesi.github.io/rollups-ts/viem/estimateExecuteOutputGas#errors",
  );
});
