import { isolate } from "@cartesi/local-devnet/test";
import { rollupsArtifact } from "@rollups-ts/chain";
import { type Address, getAddress, size, stringToHex, toHex } from "viem";
import { describe, expect, test } from "vitest";
import { minedInput, revertOf, sentTransaction, testClients } from "../../../test/l1.js";
import { DeploymentMismatchError } from "../../errors/deployment.js";
import { addInput } from "./addInput.js";
import { estimateAddInputGas } from "./estimateAddInputGas.js";

const { info, requests, publicClient, walletClient, localAccount, rpcWalletClient, rpcAccount } =
  testClients();
const application = info.application.application;
isolate(publicClient, { each: true });

test("adds the payload as an input of the application, sent by the account", async () => {
  const payload = stringToHex("hello");
  const hash = await addInput(walletClient, { application, payload });
  const input = await minedInput(publicClient, hash);
  expect(input.inputBox).toBe(getAddress(info.contracts.inputBox));
  expect(input.appContract).toBe(getAddress(application));
  expect(input.msgSender).toBe(localAccount.address);
  expect(input.payload).toBe(payload);
  expect(input.chainId).toBe(BigInt(info.chainId));
});

test("sends from a JSON-RPC account given by its address", async () => {
  const hash = await addInput(rpcWalletClient, {
    account: rpcAccount,
    application,
    payload: "0x01",
  });
  const input = await minedInput(publicClient, hash);
  expect(input.msgSender).toBe(getAddress(rpcAccount));
  expect(input.payload).toBe("0x01");
});

test("numbers inputs per application", async () => {
  const first = await minedInput(
    publicClient,
    await addInput(walletClient, { application, payload: "0x" }),
  );
  const second = await minedInput(
    publicClient,
    await addInput(walletClient, { application, payload: "0x" }),
  );
  expect(second.index).toBe(first.index + 1n);
});

describe("gas", () => {
  test("a bigint is the transaction's gas limit, unchanged", async () => {
    const hash = await addInput(walletClient, { application, payload: "0x", gas: 123_456n });
    expect((await minedInput(publicClient, hash)).transaction.gas).toBe(123_456n);
  });

  test("a bigint reaches a JSON-RPC wallet unchanged", async () => {
    requests.length = 0;
    const hash = await addInput(rpcWalletClient, { application, payload: "0x", gas: 234_567n });
    expect(sentTransaction(requests).gas).toBe(toHex(234_567n));
    expect(requests.some((request) => request.method === "eth_estimateGas")).toBe(false);
    expect((await minedInput(publicClient, hash)).transaction.gas).toBe(234_567n);
  });

  test("omitted, it is estimated and set on the transaction", async () => {
    const payload = stringToHex("estimate me");
    const estimate = await estimateAddInputGas(publicClient, {
      account: localAccount,
      application,
      payload,
    });
    const hash = await addInput(walletClient, { application, payload });
    expect((await minedInput(publicClient, hash)).transaction.gas).toBe(estimate);
  });

  test("omitted, a JSON-RPC wallet is given the estimate", async () => {
    const estimate = await estimateAddInputGas(publicClient, {
      account: rpcAccount,
      application,
      payload: "0x",
    });
    requests.length = 0;
    await addInput(rpcWalletClient, { application, payload: "0x" });
    expect(sentTransaction(requests).gas).toBe(toHex(estimate));
  });

  test("null leaves it to a JSON-RPC wallet: the request carries no gas", async () => {
    requests.length = 0;
    const hash = await addInput(rpcWalletClient, { application, payload: "0x", gas: null });
    expect(sentTransaction(requests)).not.toHaveProperty("gas");
    expect(requests.some((request) => request.method === "eth_estimateGas")).toBe(false);
    const input = await minedInput(publicClient, hash);
    expect(input.transaction.gas).toBeGreaterThan(0n);
  });

  test("null with a local account: viem fills it while preparing the transaction", async () => {
    requests.length = 0;
    const hash = await addInput(walletClient, { application, payload: "0x", gas: null });
    const methods = requests.map((request) => request.method);
    const fill = methods.findIndex((method) =>
      ["eth_fillTransaction", "eth_estimateGas"].includes(method),
    );
    expect(fill).toBeGreaterThanOrEqual(0);
    expect(methods.filter((method) => method === requests[fill]!.method)).toHaveLength(1);
    expect((requests[fill]!.params as [Record<string, unknown>])[0]).not.toHaveProperty("gas");
    expect(fill).toBeLessThan(methods.indexOf("eth_sendRawTransaction"));
    expect((await minedInput(publicClient, hash)).transaction.gas).toBeGreaterThan(0n);
  });
});

test("an inputBoxAddress other than the application's InputBox is refused before sending", async () => {
  // No node of the application reads another InputBox: the input would be lost.
  const { abi, bytecode } = rollupsArtifact("InputBox");
  const deployment = await walletClient.deployContract({ abi, bytecode });
  const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash: deployment });
  const otherInputBox = contractAddress as Address;
  const nonce = await publicClient.getTransactionCount({ address: localAccount.address });
  const error = await addInput(walletClient, {
    application,
    payload: "0x02",
    inputBoxAddress: otherInputBox,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeploymentMismatchError);
  expect((error as DeploymentMismatchError).contract).toBe(otherInputBox);
  expect((error as DeploymentMismatchError).shortMessage).toContain(
    `the application reads InputBox ${info.contracts.inputBox}`,
  );
  expect(await publicClient.getTransactionCount({ address: localAccount.address })).toBe(nonce);
});

test("a payload over the input limit fails with the contract's InputTooLarge", async () => {
  const payload = toHex(new Uint8Array(65_217));
  const error = await addInput(walletClient, { application, payload }).catch((e: unknown) => e);
  const { errorName, args } = revertOf(error);
  expect(errorName).toBe("InputTooLarge");
  const [appContract, inputLength, maxInputLength] = args as [Address, bigint, bigint];
  expect(appContract).toBe(getAddress(application));
  expect(maxInputLength).toBe(65_536n);
  expect(inputLength).toBeGreaterThan(maxInputLength);
  expect(size(payload)).toBe(65_217);
});

test("the largest payload the limit allows goes through", async () => {
  const payload = toHex(new Uint8Array(65_216).fill(1));
  const input = await minedInput(
    publicClient,
    await addInput(walletClient, { application, payload }),
  );
  expect(input.payload).toBe(payload);
});
