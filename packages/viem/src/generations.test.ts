// The contract generations on one chain, as public testnets hold them (v2.2, v3 3.0.0-alpha.5 and
// an alpha.7+ build, whose application names its InputBox and whose portals name none): every
// wallet action, for an open and a foreclosed application of each, without passing addresses.
import { isolate } from "@cartesi/local-devnet/test";
import { localGuardian, testAccounts } from "@rollups-ts/chain";
import {
  type Address,
  createWalletClient,
  getAddress,
  type Hash,
  http,
  parseEventLogs,
} from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { devnetDeployments, provenOutputs, revertOf, testClients } from "../test/l1.js";
import { inputBoxAbi } from "./abi/generated.js";
import { publicActionsL1 } from "./decorators/publicActionsL1.js";
import { walletActionsL1 } from "./decorators/walletActionsL1.js";
import { rollupsV2_2 } from "./deployments.js";
import {
  ApplicationForeclosedError,
  DeploymentMismatchError,
  NotAnApplicationError,
  UnknownDeploymentError,
} from "./errors/deployment.js";
import {
  AccountIndexOutOfRangeError,
  ApplicationAlreadyForeclosedError,
} from "./errors/withdrawal.js";
import { getOutputsExecutedFromReceipt } from "./utils/getOutputsExecutedFromReceipt.js";

const { info, chain, publicClient, localAccount, approve, approveAll } = testClients();
const v2 = info.generations.v2!;
const v3 = info.generations.v3!;
const v3Alpha9 = info.generations["v3-alpha.9"]!;
// The devnet's v3 contracts are on no release's addresses: the client is told about them, once.
const devnet = devnetDeployments(info);
const walletClient = () =>
  createWalletClient({ account: localAccount, chain, transport: http(info.url) }).extend(
    walletActionsL1({ deployments: devnet }),
  );
const { erc20, erc721, erc1155 } = info.tokens;

// Outputs of the primary application with an accepted claim, made once for the file: a second
// settlement after a revert could read the node's epoch before the node has followed the revert.
const outputs = provenOutputs(testAccounts[7]!.address);

// The approvals below hold for this file only, and each test's writes for that test.
isolate(publicClient);
isolate(publicClient, { each: true });

beforeAll(async () => {
  for (const { contracts } of [v2, v3, v3Alpha9]) {
    await approve(erc20, contracts.erc20Portal, 10n ** 18n);
    await approveAll(erc721, contracts.erc721Portal);
    await approveAll(erc1155, contracts.erc1155SinglePortal);
    await approveAll(erc1155, contracts.erc1155BatchPortal);
  }
});

/** Each wallet action that adds an input, for `application`; ERC-721 ids differ per generation. */
function writes(application: Address, tokenId: bigint) {
  const client = walletClient();
  return {
    addInput: () => client.addInput({ application, payload: "0x01" }),
    depositEther: () => client.depositEther({ application, value: 1n }),
    depositERC20Tokens: () => client.depositERC20Tokens({ token: erc20, application, amount: 5n }),
    depositERC721Token: () => client.depositERC721Token({ token: erc721, application, tokenId }),
    depositSingleERC1155Token: () =>
      client.depositSingleERC1155Token({ token: erc1155, application, tokenId: 0n, value: 2n }),
    depositBatchERC1155Token: () =>
      client.depositBatchERC1155Token({
        token: erc1155,
        application,
        tokenIds: [1n, 2n],
        values: [1n, 1n],
      }),
  };
}

/** The InputBox whose `InputAdded` the transaction emitted, and the application it names. */
async function landing(hash: Hash) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  const [event, ...others] = parseEventLogs({
    abi: inputBoxAbi,
    eventName: "InputAdded",
    logs: receipt.logs,
  });
  expect(others).toEqual([]);
  return { inputBox: getAddress(event!.address), application: event!.args.appContract };
}

/** `Application.foreclose()`, which only the guardian may call. */
const foreclosureAbi = [
  { type: "function", name: "foreclose", stateMutability: "nonpayable", inputs: [], outputs: [] },
] as const;

const nonce = () => publicClient.getTransactionCount({ address: localAccount.address });

describe.each([
  // account 1 owns ERC-721 ids 3, 4 and 5
  { generation: "v2", deployment: v2, tokenId: 3n },
  { generation: "v3", deployment: v3, tokenId: 4n },
  { generation: "v3-alpha.9", deployment: v3Alpha9, tokenId: 5n },
])("a $generation application", ({ deployment: { contracts, application }, tokenId }) => {
  test.each(Object.keys(writes(application.application, tokenId)))(
    "%s lands in the InputBox its node reads",
    async (action) => {
      const write = writes(application.application, tokenId)[action as "addInput"];
      expect(await landing(await write())).toEqual({
        inputBox: getAddress(contracts.inputBox),
        application: getAddress(application.application),
      });
    },
  );
});

describe.each([
  { generation: "v3", deployment: v3 },
  { generation: "v3-alpha.9", deployment: v3Alpha9 },
])("a foreclosed $generation application", ({ deployment }) => {
  const application = deployment.application.application;

  async function foreclose() {
    const guardian = testAccounts.find((account) => account.address === localGuardian)!;
    const hash = await createWalletClient({
      account: guardian,
      chain,
      transport: http(info.url),
    }).writeContract({ address: application, abi: foreclosureAbi, functionName: "foreclose" });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe("success");
  }

  test.each(Object.keys(writes(application, 4n)))(
    "%s is refused before anything is sent",
    async (action) => {
      await foreclose();
      const before = await nonce();
      const write = writes(application, 4n)[action as "addInput"];
      const error = await write().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApplicationForeclosedError);
      expect((error as ApplicationForeclosedError).application).toBe(application);
      expect(await nonce()).toBe(before);
    },
  );

  test("foreclosed after a client checked it: the InputBox's refusal comes back typed, and nothing is sent", async () => {
    const client = walletClient();
    await client.depositEther({ application, value: 1n });
    await foreclose();
    const before = await nonce();
    const error = await client.depositEther({ application, value: 1n }).catch((e: unknown) => e);
    expect(revertOf(error)).toEqual({ errorName: "ApplicationForeclosed", args: [application] });
    expect(await nonce()).toBe(before);
  });

  // The devnet's node claims for the primary application, whose outputs these are.
  test.runIf(deployment.application.application === info.application.application)(
    "its outputs still execute",
    async () => {
      await foreclose();
      const hash = await walletClient().executeOutput({
        application,
        output: outputs.etherVoucher,
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      expect(getOutputsExecutedFromReceipt(receipt, { application })).toEqual([
        expect.objectContaining({ application: getAddress(application) }),
      ]);
    },
  );

  test("an account index past the accounts drive is refused, not reported ready to withdraw", async () => {
    await foreclose();
    const client = publicClient.extend(publicActionsL1());
    const { withdrawalConfig } = await client.getWithdrawalStatus({ application });
    const accountIndex = 1n << withdrawalConfig.log2MaxNumOfAccounts;
    const error = await client
      .getWithdrawalStatus({ application, accountIndex })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountIndexOutOfRangeError);
    expect((error as AccountIndexOutOfRangeError).maxNumOfAccounts).toBe(accountIndex);
    expect(
      (await client.getWithdrawalStatus({ application, accountIndex: accountIndex - 1n })).status,
    ).toBe("ready-to-prove");
  });

  test("a second foreclosure is refused before anything is sent", async () => {
    await foreclose();
    const guardian = testAccounts.find((account) => account.address === localGuardian)!;
    const client = createWalletClient({
      account: guardian,
      chain,
      transport: http(info.url),
    }).extend(walletActionsL1());
    const before = await publicClient.getTransactionCount({ address: guardian.address });
    const error = await client.foreclose({ application }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationAlreadyForeclosedError);
    expect(await publicClient.getTransactionCount({ address: guardian.address })).toBe(before);
  });
});

describe("what does not fit is refused, with what was found and what to pass", () => {
  test("a deposit for an application whose InputBox no known deployment has", async () => {
    const client = createWalletClient({
      account: localAccount,
      chain,
      transport: http(info.url),
    }).extend(walletActionsL1());
    const before = await nonce();
    const error = await client
      .depositEther({ application: v3.application.application, value: 1n })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownDeploymentError);
    expect((error as UnknownDeploymentError).inputBox).toBe(getAddress(v3.contracts.inputBox));
    expect((error as UnknownDeploymentError).message).toContain("Pass `deployment`");
    // addInput needs no deployment: the application names its InputBox.
    const hash = await client.addInput({ application: v3.application.application, payload: "0x" });
    expect((await landing(hash)).inputBox).toBe(getAddress(v3.contracts.inputBox));
    expect(await nonce()).toBe(before + 1);
  });

  test("a deployment of another generation", async () => {
    const error = await walletClient()
      .depositEther({ application: v3.application.application, value: 1n, deployment: rollupsV2_2 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeploymentMismatchError);
    expect((error as DeploymentMismatchError).shortMessage).toContain(
      `the application reads InputBox ${getAddress(v3.contracts.inputBox)}, not the InputBox of this deployment (2.2.0)`,
    );
  });

  test("an alpha.7+ portal for an application that names its InputBox with getDataAvailability()", async () => {
    const error = await walletClient()
      .depositEther({
        application: v3.application.application,
        value: 1n,
        portalAddress: v3Alpha9.contracts.etherPortal,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeploymentMismatchError);
    expect((error as DeploymentMismatchError).shortMessage).toContain(
      "names its InputBox with getDataAvailability()",
    );
  });

  test("an alpha.6-style portal for an application that names another InputBox", async () => {
    const error = await walletClient()
      .depositEther({
        application: v3Alpha9.application.application,
        value: 1n,
        portalAddress: v3.contracts.etherPortal,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeploymentMismatchError);
    expect((error as DeploymentMismatchError).shortMessage).toContain(
      `it adds inputs to InputBox ${getAddress(v3.contracts.inputBox)}, but the application reads InputBox ${getAddress(v3Alpha9.contracts.inputBox)}`,
    );
  });

  test("addInput for an alpha.7+ application needs no deployment", async () => {
    const client = createWalletClient({
      account: localAccount,
      chain,
      transport: http(info.url),
    }).extend(walletActionsL1());
    const hash = await client.addInput({
      application: v3Alpha9.application.application,
      payload: "0x",
    });
    expect((await landing(hash)).inputBox).toBe(getAddress(v3Alpha9.contracts.inputBox));
  });

  test("a portal of the other generation", async () => {
    const error = await walletClient()
      .depositEther({
        application: v2.application.application,
        value: 1n,
        portalAddress: v3.contracts.etherPortal,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeploymentMismatchError);
    expect((error as DeploymentMismatchError).shortMessage).toContain(
      `it adds inputs to InputBox ${getAddress(v3.contracts.inputBox)}, but the application reads InputBox ${getAddress(v2.contracts.inputBox)}`,
    );
  });

  test("a contract that is not an application", async () => {
    const error = await walletClient()
      .addInput({ application: v3.contracts.etherPortal, payload: "0x" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotAnApplicationError);
  });

  test("a second write for an application sends no check again", async () => {
    const requests: string[] = [];
    const client = createWalletClient({
      account: localAccount,
      chain,
      transport: http(info.url, {
        onFetchRequest: async (request) => {
          requests.push((await request.clone().json()).method);
        },
      }),
    }).extend(walletActionsL1({ deployments: devnet }));
    await client.depositEther({ application: v3.application.application, value: 1n });
    // The application's getInputBox, getDataAvailability and isForeclosed; the portal's version and getInputBox.
    const checks = requests.filter((method) => method === "eth_call").length;
    expect(checks).toBe(5);
    requests.length = 0;
    await client.depositEther({ application: v3.application.application, value: 1n });
    expect(requests).not.toContain("eth_call");
  });
});
