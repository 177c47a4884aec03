import { isolate } from "@cartesi/local-devnet/test";
import { generationArtifact } from "@rollups-ts/chain";
import { type Address, encodePacked, getAddress, parseEther } from "viem";
import { expect, test } from "vitest";
import { minedInput, testClients } from "../../../test/l1.js";
import { depositEther } from "./depositEther.js";

const { info, publicClient, walletClient, localAccount, rpcWalletClient, rpcAccount, deployment } =
  testClients();
const application = info.application.application;
isolate(publicClient, { each: true });

test("moves the value to the application and tells it who sent how much", async () => {
  const before = await publicClient.getBalance({ address: application });
  const value = parseEther("1");
  const hash = await depositEther(walletClient, { deployment, application, value });
  const input = await minedInput(publicClient, hash);
  expect(input.transaction.value).toBe(value);
  expect(await publicClient.getBalance({ address: application })).toBe(before + value);
  expect(input.msgSender).toBe(getAddress(info.contracts.etherPortal));
  expect(input.appContract).toBe(getAddress(application));
  expect(input.payload).toBe(
    encodePacked(["address", "uint256", "bytes"], [localAccount.address, value, "0x"]),
  );
});

test("execLayerData follows the deposit's fields in the payload", async () => {
  const hash = await depositEther(rpcWalletClient, {
    deployment,
    account: rpcAccount,
    application,
    value: 5n,
    execLayerData: "0xdeadbeef",
  });
  const input = await minedInput(publicClient, hash);
  expect(input.payload).toBe(
    encodePacked(["address", "uint256", "bytes"], [rpcAccount, 5n, "0xdeadbeef"]),
  );
});

test("a bigint gas is the transaction's gas limit", async () => {
  const hash = await depositEther(walletClient, {
    deployment,
    application,
    value: 1n,
    gas: 150_000n,
  });
  expect((await minedInput(publicClient, hash)).transaction.gas).toBe(150_000n);
});

test("portalAddress sends through another EtherPortal", async () => {
  // A second portal of the application's release: up to alpha.6 on the same InputBox; from alpha.7
  // a portal takes no InputBox and sends to the one the application names.
  const { abi, bytecode } = generationArtifact(info.generation, "EtherPortal");
  const deploy = await walletClient.deployContract({
    abi,
    bytecode,
    args: abi.some((item) => item.type === "constructor" && item.inputs.length > 0)
      ? [info.contracts.inputBox]
      : [],
  } as Parameters<typeof walletClient.deployContract>[0]);
  const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash: deploy });
  const hash = await depositEther(walletClient, {
    deployment,
    application,
    value: 1n,
    portalAddress: contractAddress as Address,
  });
  const input = await minedInput(publicClient, hash);
  expect(input.msgSender).toBe(getAddress(contractAddress as Address));
});
