import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from "viem";
import { afterEach, beforeEach, describe, expect, inject, test } from "vitest";
import { testAccounts } from "./accounts.ts";
import { openZeppelinArtifact, v3Alpha9Addresses, v3Alpha9Artifact } from "./artifacts.ts";
import { localAccountsDrive, localGuardian } from "./deploy-v3.ts";
import { v3Alpha9ContractNames } from "./deploy-v3-alpha9.ts";
import { localChain, revert, snapshot } from "./index.ts";

const chain = inject("chain");
const alpha9 = chain.generations["v3-alpha.9"]!;
const viemChain = localChain(chain.url);
const publicClient = createPublicClient({
  chain: viemChain,
  transport: http(chain.url),
  cacheTime: 0,
});
const walletOf = (index: number) =>
  createWalletClient({
    chain: viemChain,
    transport: http(chain.url),
    account: testAccounts[index]!,
  });
const depositor = testAccounts[1]!;
const { application, authority } = alpha9.application;
const { contracts } = alpha9;

const read = (
  address: Address,
  name: string,
  functionName: string,
  args: readonly unknown[] = [],
) => publicClient.readContract({ address, abi: v3Alpha9Artifact(name).abi, functionName, args });

async function send(
  from: number,
  to: Address,
  abi: readonly unknown[],
  functionName: string,
  args: readonly unknown[],
  value?: bigint,
) {
  const hash = await walletOf(from).sendTransaction({
    to,
    data: encodeFunctionData({ abi, functionName, args } as Parameters<
      typeof encodeFunctionData
    >[0]),
    ...(value !== undefined ? { value } : {}),
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  return receipt;
}

/** The inputs a receipt added, as the InputBox of `inputBox` logged them. */
function inputsAdded(receipt: Awaited<ReturnType<typeof send>>, inputBox: Address) {
  return (
    parseEventLogs({
      abi: v3Alpha9Artifact("InputBox").abi,
      logs: receipt.logs.filter((log) => log.address.toLowerCase() === inputBox.toLowerCase()),
      eventName: "InputAdded",
    }) as unknown as { args: { appContract: Address; index: bigint; input: Hex } }[]
  ).map(({ args }) => args);
}

const inputCount = (inputBox: Address) =>
  read(inputBox, "InputBox", "getNumberOfInputs", [application]);

let snapshotId: Hex;
beforeEach(async () => {
  snapshotId = await snapshot(publicClient);
});
afterEach(async () => {
  await revert(publicClient, snapshotId);
});

describe("3.0.0-alpha.9 contracts", () => {
  test("land on the addresses of the vendored build, beside the other two generations", () => {
    const expected = v3Alpha9Addresses();
    expect(Object.keys(chain.generations).sort()).toStrictEqual(["v2", "v3", "v3-alpha.9"]);
    expect(alpha9.release).toBe("3.0.0-alpha.9");
    expect(chain.generations.v3!.release).toBe("3.0.0-alpha.5");
    expect(chain.generations.v2!.release).toBe("2.2.0");
    expect(contracts).toStrictEqual(
      Object.fromEntries(
        Object.entries(v3Alpha9ContractNames).map(([key, name]) => [key, expected[name]]),
      ),
    );
    const inputBoxes = new Set(Object.values(chain.generations).map((g) => g.contracts.inputBox));
    expect(inputBoxes.size).toBe(3);
  });

  test("say their version; the factory refunds through the RefundOutputBuilder", async () => {
    for (const [address, name] of [
      [contracts.inputBox, "InputBox"],
      [contracts.etherPortal, "EtherPortal"],
      [contracts.erc20Portal, "Erc20Portal"],
      [contracts.applicationFactory, "ApplicationFactory"],
      [contracts.refundOutputBuilder!, "RefundOutputBuilder"],
    ] as const)
      expect(await read(address, name, "version")).toStrictEqual([3n, 0n, 0n, "alpha.9", ""]);
    expect(await read(application, "Application", "getRefundOutputBuilder")).toBe(
      contracts.refundOutputBuilder,
    );
  });
});

describe("3.0.0-alpha.9 application", () => {
  test("names its InputBox, and has no getDataAvailability()", async () => {
    expect(alpha9.application.generation).toBe("v3-alpha.9");
    expect(alpha9.application.inputBox).toBe(contracts.inputBox);
    expect(alpha9.application.dataAvailability).toBeUndefined();
    expect(await read(application, "Application", "getInputBox")).toBe(contracts.inputBox);
    await expect(
      publicClient.call({ to: application, data: "0xf02478de" /* getDataAvailability() */ }),
    ).rejects.toThrow();
  });

  test("is ownerless, with its own Authority, claim staging period and withdrawal configuration", async () => {
    expect(alpha9.application.owner).toBe(zeroAddress);
    expect(await read(application, "Application", "owner")).toBe(zeroAddress);
    expect(await read(application, "Application", "getOutputsMerkleRootValidator")).toBe(authority);
    expect(await read(authority, "Authority", "owner")).toBe(testAccounts[0]!.address);
    expect(await read(authority, "Authority", "getClaimStagingPeriod")).toBe(2n);
    expect(await read(authority, "Authority", "getEpochLength")).toBe(
      alpha9.application.epochLength,
    );
    const config = alpha9.application.withdrawalConfig!;
    expect(config).toMatchObject({ guardian: localGuardian, ...localAccountsDrive });
    expect(await read(application, "Application", "getWithdrawalConfig")).toStrictEqual(config);
    expect(await read(config.withdrawalOutputBuilder, "UsdWithdrawalOutputBuilder", "token")).toBe(
      chain.tokens.erc20,
    );
    expect(application).not.toBe(chain.generations.v3!.application.application);
  });

  test("a deposit through each portal lands in the InputBox the application names", async () => {
    const erc20 = openZeppelinArtifact("ERC20PresetMinterPauser").abi;
    const erc721 = openZeppelinArtifact("ERC721PresetMinterPauserAutoId").abi;
    const erc1155 = openZeppelinArtifact("ERC1155PresetMinterPauser").abi;
    const { tokens } = chain;
    await send(1, tokens.erc20, erc20, "approve", [contracts.erc20Portal, 5n]);
    await send(1, tokens.erc721, erc721, "approve", [contracts.erc721Portal, 3n]);
    await send(1, tokens.erc1155, erc1155, "setApprovalForAll", [
      contracts.erc1155SinglePortal,
      true,
    ]);
    await send(1, tokens.erc1155, erc1155, "setApprovalForAll", [
      contracts.erc1155BatchPortal,
      true,
    ]);
    const alpha5InputBox = chain.generations.v3!.contracts.inputBox;
    const deposits = [
      [contracts.etherPortal, "EtherPortal", "depositEther", [application, "0x"], 1n],
      [
        contracts.erc20Portal,
        "Erc20Portal",
        "depositErc20Tokens",
        [tokens.erc20, application, 5n, "0x"],
      ],
      [
        contracts.erc721Portal,
        "Erc721Portal",
        "depositErc721Token",
        [tokens.erc721, application, 3n, "0x", "0x"],
      ],
      [
        contracts.erc1155SinglePortal,
        "Erc1155SinglePortal",
        "depositSingleErc1155Token",
        [tokens.erc1155, application, 1n, 2n, "0x", "0x"],
      ],
      [
        contracts.erc1155BatchPortal,
        "Erc1155BatchPortal",
        "depositBatchErc1155Token",
        [tokens.erc1155, application, [0n, 4n], [1n, 3n], "0x", "0x"],
      ],
    ] as const;
    for (const [index, [portal, name, functionName, args, value]] of deposits.entries()) {
      const receipt = await send(1, portal, v3Alpha9Artifact(name).abi, functionName, args, value);
      const [added] = inputsAdded(receipt, contracts.inputBox);
      expect(added).toMatchObject({ appContract: application, index: BigInt(index) });
      expect(inputsAdded(receipt, alpha5InputBox)).toStrictEqual([]);
    }
    expect(await inputCount(contracts.inputBox)).toBe(BigInt(deposits.length));
    expect(await inputCount(alpha5InputBox)).toBe(0n);
  });

  test("after a foreclosure, an Ether deposit is refunded to its depositor, once", async () => {
    const value = parseEther("2");
    await send(0, contracts.inputBox, v3Alpha9Artifact("InputBox").abi, "addInput", [
      application,
      "0x01",
    ]);
    const before = await publicClient.getBalance({ address: depositor.address });
    const deposit = await send(
      1,
      contracts.etherPortal,
      v3Alpha9Artifact("EtherPortal").abi,
      "depositEther",
      [application, "0x"],
      value,
    );
    const depositCost = deposit.gasUsed * deposit.effectiveGasPrice;
    const { index, input } = inputsAdded(deposit, contracts.inputBox)[0]!;
    expect(index).toBe(1n);
    const applicationAbi = v3Alpha9Artifact("Application").abi;
    // Anyone may ask for a refund; account 2 does, so the depositor pays no gas for it.
    await expect(
      publicClient.simulateContract({
        account: testAccounts[2]!,
        address: application,
        abi: applicationAbi,
        functionName: "issueRefund",
        args: [index, input],
      }),
    ).rejects.toThrow();
    await send(9, application, applicationAbi, "foreclose", []);
    expect(await read(application, "Application", "isForeclosed")).toBe(true);
    const refund = await send(2, application, applicationAbi, "issueRefund", [index, input]);
    const [issued] = parseEventLogs({
      abi: applicationAbi,
      logs: refund.logs,
      eventName: "RefundIssued",
    });
    expect(issued!.topics[1]).toBe(`0x${index.toString(16).padStart(64, "0")}`);
    expect(await publicClient.getBalance({ address: depositor.address })).toBe(
      before - depositCost,
    );
    expect(await read(application, "Application", "wasRefundForInputIssued", [index])).toBe(true);
    expect(await read(application, "Application", "getNumberOfIssuedRefunds")).toBe(1n);
    await expect(
      publicClient.simulateContract({
        account: testAccounts[2]!,
        address: application,
        abi: applicationAbi,
        functionName: "issueRefund",
        args: [index, input],
      }),
    ).rejects.toThrow(/RefundAlreadyIssued/);
    await expect(
      publicClient.simulateContract({
        account: testAccounts[2]!,
        address: application,
        abi: applicationAbi,
        functionName: "issueRefund",
        args: [0n, inputsAdded(deposit, contracts.inputBox)[0]!.input],
      }),
    ).rejects.toThrow();
  });
});
