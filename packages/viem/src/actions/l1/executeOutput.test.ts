import { isolate } from "@cartesi/local-devnet/test";
import { testAccounts } from "@rollups-ts/chain";
import { type Address, getAddress, parseEther } from "viem";
import { expect, test } from "vitest";
import { provenOutputs, revertOf, testClients, unprovenOutput } from "../../../test/l1.js";
import { applicationAbi } from "../../abi/generated.js";
import { OutputClaimNotAcceptedError } from "../../errors/deployment.js";
import { ApplicationNotDeployedError, OutputNotProvenError } from "../../errors/output.js";
import { getOutputsExecutedFromReceipt } from "../../utils/getOutputsExecutedFromReceipt.js";
import { executeOutput } from "./executeOutput.js";

const { info, requests, publicClient, walletClient, rpcWalletClient } = testClients();
const application = info.application.application;
const recipient = testAccounts[7]!.address;
const outputs = provenOutputs(recipient);
isolate(publicClient, { each: true });

async function execute(hash: `0x${string}`) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  // Both layouts of OutputExecuted: the index in the data (v2, alpha.5) or in topic1 (alpha.7 on).
  const events = getOutputsExecutedFromReceipt(receipt, { application }).map(
    ({ outputIndex, output }) => ({ args: { outputIndex, output } }),
  );
  return { receipt, events, transaction: await publicClient.getTransaction({ hash }) };
}

test("executes a voucher: the Ether moves and the contract records the execution", async () => {
  const { etherVoucher } = outputs;
  const before = await publicClient.getBalance({ address: recipient });
  const { events } = await execute(
    await executeOutput(walletClient, { application, output: etherVoucher }),
  );
  expect(await publicClient.getBalance({ address: recipient })).toBe(before + parseEther("1"));
  expect(events.map((event) => event.args)).toEqual([
    { outputIndex: etherVoucher.index, output: etherVoucher.rawData },
  ]);
  const executed = await publicClient.readContract({
    address: application,
    abi: applicationAbi,
    functionName: "wasOutputExecuted",
    args: [etherVoucher.index],
  });
  expect(executed).toBe(true);
});

test("from a JSON-RPC account, with the gas given exactly", async () => {
  const { transaction, events } = await execute(
    await executeOutput(rpcWalletClient, {
      application,
      output: outputs.etherVoucher,
      gas: 500_000n,
    }),
  );
  expect(transaction.gas).toBe(500_000n);
  expect(transaction.from).toBe(getAddress(info.accounts[2]!).toLowerCase());
  expect(events).toHaveLength(1);
});

test("a notice is refused with OutputNotExecutable", async () => {
  const error = await executeOutput(walletClient, { application, output: outputs.notice }).catch(
    (e: unknown) => e,
  );
  expect(revertOf(error)).toEqual({
    errorName: "OutputNotExecutable",
    args: [outputs.notice.rawData],
  });
});

test("a second execution is refused with OutputNotReexecutable", async () => {
  await execute(await executeOutput(walletClient, { application, output: outputs.etherVoucher }));
  const error = await executeOutput(walletClient, {
    application,
    output: outputs.etherVoucher,
  }).catch((e: unknown) => e);
  expect(revertOf(error)).toEqual({
    errorName: "OutputNotReexecutable",
    args: [outputs.etherVoucher.rawData],
  });
});

test("a voucher worth more than the application holds fails with InsufficientFunds", async () => {
  const balance = await publicClient.getBalance({ address: application });
  const error = await executeOutput(walletClient, {
    application,
    output: outputs.costlyVoucher,
  }).catch((e: unknown) => e);
  expect(revertOf(error)).toEqual({
    errorName: "InsufficientFunds",
    args: [parseEther("1000"), balance],
  });
});

test("an altered output is refused before sending: no accepted claim holds it", async () => {
  // The costly voucher's data with the Ether voucher's proof hashes to a root nobody claimed.
  const altered = { ...outputs.etherVoucher, rawData: outputs.costlyVoucher.rawData };
  const nonce = await publicClient.getTransactionCount({ address: walletClient.account.address });
  const error = await executeOutput(walletClient, { application, output: altered }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutputClaimNotAcceptedError);
  expect(error).toMatchObject({ outputIndex: altered.index, stagedAtBlock: undefined });
  expect(await publicClient.getTransactionCount({ address: walletClient.account.address })).toBe(
    nonce,
  );
});

test("an output without its proof is refused before any request", async () => {
  const output = await unprovenOutput();
  requests.length = 0;
  const error = await executeOutput(walletClient, { application, output }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(OutputNotProvenError);
  expect((error as OutputNotProvenError).outputIndex).toBe(output.index);
  expect((error as OutputNotProvenError).message).toContain(
    "https://cartesi.github.io/rollups-ts/viem/executeOutput#errors",
  );
  expect(requests).toEqual([]);
});

test("an address without a contract is refused before any transaction is sent", async () => {
  // A call to an address without code succeeds and does nothing: the voucher would never run.
  const nobody = testAccounts[8]!.address;
  const nonce = await publicClient.getTransactionCount({ address: walletClient.account.address });
  requests.length = 0;
  const error = await executeOutput(walletClient, {
    application: nobody,
    output: outputs.etherVoucher,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApplicationNotDeployedError);
  expect((error as ApplicationNotDeployedError).application).toBe(nobody);
  expect((error as ApplicationNotDeployedError).message).toContain(
    "https://cartesi.github.io/rollups-ts/viem/executeOutput#errors",
  );
  // The code and the output are checked together; nothing is sent.
  expect(requests.map(({ method }) => method).sort()).toEqual(["eth_call", "eth_getCode"]);
  expect(await publicClient.getTransactionCount({ address: walletClient.account.address })).toBe(
    nonce,
  );
});

test("a contract that is not an application: the call fails and nothing moves", async () => {
  const other: Address = info.contracts.inputBox;
  const balance = await publicClient.getBalance({ address: application });
  const error = await executeOutput(walletClient, {
    application: other,
    output: outputs.etherVoucher,
  }).catch((e: unknown) => e);
  // InputBox has no executeOutput: the call reverts without data, and nothing moves.
  expect(error).toBeInstanceOf(Error);
  expect(await publicClient.getBalance({ address: application })).toBe(balance);
});
