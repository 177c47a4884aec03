// Deposit refunds end to end on the rollups contracts 3.0.0-alpha.9 (the first release with
// refunds is 3.0.0-alpha.7). On an application of this file that no node follows, so the test
// decides what a claim covers: an Ether deposit in a claim the Authority accepted, then five
// deposits (Ether, ERC-20, ERC-721, single and batch ERC-1155) and a plain input; the guardian
// forecloses; anyone refunds each deposit and each depositor's balance comes back exactly. Every
// refusal is checked to send nothing: the sender's nonce does not move, also with `gas` given,
// where no estimate would stop a transaction that the checks let through. Then a deposit to the
// application the devnet's node follows, refunded with the input read from the node.
import { isolate, rpcData, waitFor } from "@cartesi/local-devnet/test";
import { localGuardian, mine, testAccounts } from "@rollups-ts/chain";
import {
  type Address,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
  parseAbi,
  parseEther,
  stringToHex,
} from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { devnetDeployments, testClients } from "../test/l1.js";
import { nodeClient, nodeUrl } from "../test/node.js";
import {
  acceptClaimCovering,
  deployRefundApplication,
  type RefundApplication,
} from "../test/refunds.js";
import { withStandInNode } from "../test/standInNode.js";
import { publicActionsL1 } from "./decorators/publicActionsL1.js";
import { walletActionsL1 } from "./decorators/walletActionsL1.js";
import { InvalidParameterError } from "./errors/parameter.js";
import {
  CannotRefundFinalizedInputError,
  InvalidInputError,
  NotADepositError,
  RefundAlreadyIssuedError,
  RefundsNotSupportedError,
  WaitForRefundStatusTimeoutError,
} from "./errors/refund.js";
import { ApplicationNotForeclosedError } from "./errors/withdrawal.js";
import { getInputsAddedFromReceipt } from "./utils/getInputsAddedFromReceipt.js";
import { getRefundsIssuedFromReceipt } from "./utils/getRefundsIssuedFromReceipt.js";

const { info, chain, publicClient: plainClient } = testClients();
const publicClient = plainClient.extend(publicActionsL1());
const { tokens } = info;
const guardian = testAccounts.find((account) => account.address === localGuardian)!;
/** Anyone: sends the plain input, the finalized deposit and every refund. */
const anyone = testAccounts[2]!;
const depositors = {
  ether: testAccounts[3]!,
  erc20: testAccounts[4]!,
  erc721: testAccounts[5]!,
  erc1155Single: testAccounts[7]!,
  erc1155Batch: testAccounts[8]!,
};
type Kind = keyof typeof depositors;

const erc1155Abi = parseAbi([
  "function balanceOf(address account, uint256 id) view returns (uint256)",
]);

// Foreclosure cannot be undone: the file reverts the chain afterwards, and waits until the node
// sees its application open again, so the other files of the project find it as they expect.
isolate(publicClient, {
  afterRevert: () =>
    waitFor(
      "the node to see the application open again",
      async () =>
        (
          await rpcData<{ foreclose_block: string }>(nodeUrl, "cartesi_getApplication", [
            info.application.application,
          ])
        ).foreclose_block === "0x0"
          ? true
          : undefined,
      { timeout: 30_000 },
    ),
});
beforeAll(async () => {
  refunds = await deployRefundApplication(info);
  application = refunds.application;
}, 60_000);

let refunds: RefundApplication;
let application: Address;
const wallet = (account: LocalAccount) =>
  createWalletClient({ account, chain, transport: http(info.url) }).extend(
    walletActionsL1({ deployments: [refunds.deployment] }),
  );

async function mined(hash: Hash) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  return receipt;
}

/** The input a mined deposit or addInput added: its index and its bytes as the InputBox added them. */
async function addedInput(hash: Hash) {
  const receipt = await mined(hash);
  const [added] = getInputsAddedFromReceipt(receipt, {
    inputBoxAddress: refunds.contracts.inputBox,
  });
  expect(added?.application).toBe(application);
  return { inputIndex: added!.inputIndex, input: added!.rawData, receipt };
}

/** Runs `write`, expects it to fail with `ErrorClass`, and checks that `sender` sent nothing. */
async function refused<error extends Error>(
  sender: Address,
  ErrorClass: abstract new (...args: never[]) => error,
  write: () => Promise<unknown>,
): Promise<error> {
  const nonce = await publicClient.getTransactionCount({ address: sender, blockTag: "pending" });
  const error = await write().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ErrorClass);
  expect(await publicClient.getTransactionCount({ address: sender, blockTag: "pending" })).toBe(
    nonce,
  );
  return error as error;
}

/** What each depositor holds of what it deposits. */
function holdings(kind: Kind): Promise<unknown> {
  const owner = depositors[kind].address;
  switch (kind) {
    case "ether":
      return publicClient.getBalance({ address: owner });
    case "erc20":
      return publicClient.readContract({
        address: tokens.erc20,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [owner],
      });
    case "erc721":
      return publicClient.readContract({
        address: tokens.erc721,
        abi: erc721Abi,
        functionName: "ownerOf",
        args: [erc721TokenId],
      });
    case "erc1155Single":
      return publicClient.readContract({
        address: tokens.erc1155,
        abi: erc1155Abi,
        functionName: "balanceOf",
        args: [owner, 1n],
      });
    case "erc1155Batch":
      return Promise.all(
        [0n, 2n].map((id) =>
          publicClient.readContract({
            address: tokens.erc1155,
            abi: erc1155Abi,
            functionName: "balanceOf",
            args: [owner, id],
          }),
        ),
      );
  }
}

/** Account 5 owns ERC-721 ids 15 to 17 (`mintedPerAccount`). */
const erc721TokenId = 15n;
const etherDeposit = parseEther("2");

describe("refunds of deposits made before a foreclosure", () => {
  const deposits = {} as Record<Kind, { inputIndex: bigint; input: Hex; before: unknown }>;
  let etherDepositCost: bigint;
  let finalized: { inputIndex: bigint; input: Hex; blockNumber: bigint };
  let plain: { inputIndex: bigint; input: Hex };

  beforeAll(async () => {
    // Input 0: an Ether deposit that an accepted claim covers.
    const first = await addedInput(
      await wallet(anyone).depositEther({ application, value: parseEther("1") }),
    );
    finalized = { ...first, blockNumber: first.receipt.blockNumber };
    await acceptClaimCovering(info, refunds, finalized.blockNumber);

    // Inputs 1 to 5: a deposit of each kind, none finalized; then input 6, a plain input.
    for (const kind of Object.keys(depositors) as Kind[])
      deposits[kind] = { inputIndex: -1n, input: "0x", before: await holdings(kind) };
    expect(deposits.erc721.before).toBe(depositors.erc721.address);
    const ether = await addedInput(
      await wallet(depositors.ether).depositEther({ application, value: etherDeposit }),
    );
    etherDepositCost = ether.receipt.gasUsed * ether.receipt.effectiveGasPrice;
    Object.assign(deposits.ether, ether);

    const erc20 = wallet(depositors.erc20);
    await mined(
      await erc20.approvePortal({
        standard: "erc20",
        token: tokens.erc20,
        application,
        amount: 1234n,
      }),
    );
    Object.assign(
      deposits.erc20,
      await addedInput(
        await erc20.depositERC20Tokens({ token: tokens.erc20, application, amount: 1234n }),
      ),
    );

    const erc721 = wallet(depositors.erc721);
    await mined(
      await erc721.approvePortal({
        standard: "erc721",
        token: tokens.erc721,
        application,
        tokenId: erc721TokenId,
      }),
    );
    Object.assign(
      deposits.erc721,
      await addedInput(
        await erc721.depositERC721Token({
          token: tokens.erc721,
          application,
          tokenId: erc721TokenId,
        }),
      ),
    );

    const single = wallet(depositors.erc1155Single);
    await mined(
      await single.approvePortal({ standard: "erc1155", token: tokens.erc1155, application }),
    );
    Object.assign(
      deposits.erc1155Single,
      await addedInput(
        await single.depositSingleERC1155Token({
          token: tokens.erc1155,
          application,
          tokenId: 1n,
          value: 7n,
        }),
      ),
    );

    const batch = wallet(depositors.erc1155Batch);
    await mined(
      await batch.approvePortal({
        standard: "erc1155",
        batch: true,
        token: tokens.erc1155,
        application,
      }),
    );
    Object.assign(
      deposits.erc1155Batch,
      await addedInput(
        await batch.depositBatchERC1155Token({
          token: tokens.erc1155,
          application,
          tokenIds: [0n, 2n],
          values: [3n, 4n],
        }),
      ),
    );

    plain = await addedInput(
      await wallet(anyone).addInput({ application, payload: stringToHex("no deposit") }),
    );
    expect([
      finalized.inputIndex,
      ...Object.values(deposits).map(({ inputIndex }) => inputIndex),
      plain.inputIndex,
    ]).toEqual([0n, 1n, 2n, 3n, 4n, 5n, 6n]);
  }, 120_000);

  test("each deposit left its depositor", async () => {
    for (const kind of ["erc20", "erc721", "erc1155Single", "erc1155Batch"] as const)
      expect(await holdings(kind), kind).not.toEqual(deposits[kind].before);
    expect(await holdings("erc721")).toBe(application);
  });

  test("before the foreclosure: not-foreclosed, and a refund is refused, sending nothing", async () => {
    const { inputIndex, input } = deposits.erc20;
    const status = await publicClient.getRefundStatus({ application, inputIndex, input });
    expect(status).toEqual({
      status: "not-foreclosed",
      inputIndex,
      input,
      sender: refunds.contracts.erc20Portal,
      blockNumber: expect.any(BigInt),
      foreclosed: false,
      refunded: false,
      finalized: false,
      deposit: true,
      refundOutput: expect.stringMatching(/^0x10321e8b/), // a delegate-call voucher (SafeErc20Transfer)
    });
    const error = await refused(anyone.address, ApplicationNotForeclosedError, () =>
      wallet(anyone).issueRefund({ application, inputIndex, input }),
    );
    expect(error.application).toBe(application);
    await expect(
      publicClient.estimateIssueRefundGas({
        application,
        inputIndex,
        input,
        account: anyone.address,
      }),
    ).rejects.toThrow(ApplicationNotForeclosedError);
    // The timeout leaves room for a few reads (however long one takes on this machine now), so the
    // error has a status to report as the last one seen.
    const started = performance.now();
    await publicClient.getRefundStatus({ application, inputIndex, input });
    const timeout = Math.max(300, Math.ceil(5 * (performance.now() - started)));
    const timedOut = await publicClient
      .waitForRefundStatus({ application, inputIndex, input, status: "refundable", timeout })
      .then(undefined, (caught: unknown) => caught);
    expect(timedOut).toBeInstanceOf(WaitForRefundStatusTimeoutError);
    expect(timedOut).toMatchObject({ status: "refundable", lastStatus: "not-foreclosed" });
    await expect(
      publicClient.waitForRefundStatus({
        application,
        inputIndex,
        input,
        status: "not-foreclosed" as never,
      }),
    ).rejects.toThrow(InvalidParameterError);
  });

  test("the finalized input and the plain input say so before the foreclosure", async () => {
    expect(
      await publicClient.getRefundStatus({
        application,
        inputIndex: finalized.inputIndex,
        input: finalized.input,
      }),
    ).toMatchObject({
      status: "finalized",
      finalized: true,
      deposit: true,
      blockNumber: finalized.blockNumber,
    });
    expect(await publicClient.getRefundStatus({ application, ...plain })).toMatchObject({
      status: "not-a-deposit",
      deposit: false,
      sender: anyone.address,
    });
  });

  test("a wait for refundable ends when the guardian forecloses", async () => {
    const wait = publicClient.waitForRefundStatus({
      application,
      ...deposits.ether,
      status: "refundable",
      pollingInterval: 50,
      timeout: 20_000,
    });
    await mined(await wallet(guardian).foreclose({ application }));
    expect(await wait).toMatchObject({
      status: "refundable",
      foreclosed: true,
      deposit: true,
      sender: refunds.contracts.etherPortal,
    });
  });

  test("after the foreclosure each deposit is refundable, and the others are not", async () => {
    for (const { inputIndex, input } of Object.values(deposits))
      expect((await publicClient.getRefundStatus({ application, inputIndex, input })).status).toBe(
        "refundable",
      );
    expect((await publicClient.getRefundStatus({ application, ...finalized })).status).toBe(
      "finalized",
    );
    expect((await publicClient.getRefundStatus({ application, ...plain })).status).toBe(
      "not-a-deposit",
    );
  });

  test("a refund of the finalized input is refused, sending nothing", async () => {
    const { inputIndex, input, blockNumber } = finalized;
    const error = await refused(anyone.address, CannotRefundFinalizedInputError, () =>
      wallet(anyone).issueRefund({ application, inputIndex, input }),
    );
    expect(error).toMatchObject({ application, inputIndex, blockNumber });
    await expect(
      publicClient.waitForRefundStatus({ application, inputIndex, input, status: "refunded" }),
    ).rejects.toThrow(CannotRefundFinalizedInputError);
  });

  test("a refund of the plain input is refused, sending nothing", async () => {
    const error = await refused(anyone.address, NotADepositError, () =>
      wallet(anyone).issueRefund({ application, ...plain }),
    );
    expect(error).toMatchObject({ inputIndex: plain.inputIndex, sender: anyone.address });
  });

  test("an input other than the one the InputBox holds at the index is refused with the contract's reason", async () => {
    const { inputIndex } = deposits.erc20;
    expect(
      await publicClient.validateInput({ application, inputIndex, input: deposits.erc20.input }),
    ).toBe(true);
    expect(
      await publicClient.validateInput({ application, inputIndex, input: deposits.ether.input }),
    ).toBe(false);
    const wrong = await refused(anyone.address, InvalidInputError, () =>
      wallet(anyone).issueRefund({ application, inputIndex, input: deposits.ether.input }),
    );
    expect(wrong).toMatchObject({ inputIndex, contractError: "InvalidInputHash" });
    const past = await refused(anyone.address, InvalidInputError, () =>
      wallet(anyone).issueRefund({ application, inputIndex: 7n, input: deposits.ether.input }),
    );
    expect(past.contractError).toBe("InvalidInputIndex");
    const missing = await refused(anyone.address, InvalidParameterError, () =>
      wallet(anyone).issueRefund({ application, inputIndex } as never),
    );
    expect(missing.parameter).toBe("input");
    await expect(
      publicClient.validateInput({ application, inputIndex, input: "0x123" }),
    ).rejects.toThrow(InvalidParameterError);
  });

  test("anyone refunds each deposit: each depositor's balance comes back exactly, once", async () => {
    for (const kind of Object.keys(depositors) as Kind[]) {
      const { inputIndex, input, before } = deposits[kind];
      const { refundOutput } = await publicClient.getRefundStatus({
        application,
        inputIndex,
        input,
      });
      expect(
        await publicClient.estimateIssueRefundGas({
          application,
          inputIndex,
          input,
          account: anyone.address,
        }),
      ).toBeGreaterThan(21_000n);
      const receipt = await mined(
        await wallet(anyone).issueRefund({ application, inputIndex, input }),
      );
      expect(getRefundsIssuedFromReceipt(receipt, { application })).toEqual([
        { application, inputIndex, input, output: refundOutput },
      ]);
      expect(await holdings(kind), kind).toEqual(
        kind === "ether" ? (before as bigint) - etherDepositCost : before,
      );
      expect(await publicClient.wasRefundForInputIssued({ application, inputIndex })).toBe(true);
      expect(
        await publicClient.waitForRefundStatus({
          application,
          inputIndex,
          input,
          status: "refundable",
        }),
      ).toMatchObject({ status: "refunded", refunded: true });
    }
    expect(await holdings("erc721")).toBe(depositors.erc721.address);
    expect(await publicClient.getBalance({ address: application })).toBe(parseEther("1"));
  });

  test("a second refund is refused, sending nothing", async () => {
    const { inputIndex, input } = deposits.ether;
    const error = await refused(anyone.address, RefundAlreadyIssuedError, () =>
      wallet(anyone).issueRefund({ application, inputIndex, input }),
    );
    expect(error).toMatchObject({ application, inputIndex });
    await expect(
      publicClient.estimateIssueRefundGas({
        application,
        inputIndex,
        input,
        account: anyone.address,
      }),
    ).rejects.toThrow(RefundAlreadyIssuedError);
  });

  test("with the gas given, no estimate stands in for a check: each refusal still sends nothing", async () => {
    // Were a check missing, the transaction would go out with this gas limit and revert on chain,
    // and the nonce would move.
    const gas = 1_000_000n;
    const send = (inputIndex: bigint, input: Hex) => () =>
      wallet(anyone).issueRefund({ application, inputIndex, input, gas });
    await refused(
      anyone.address,
      RefundAlreadyIssuedError,
      send(deposits.ether.inputIndex, deposits.ether.input),
    );
    await refused(
      anyone.address,
      CannotRefundFinalizedInputError,
      send(finalized.inputIndex, finalized.input),
    );
    await refused(anyone.address, NotADepositError, send(plain.inputIndex, plain.input));
    await refused(anyone.address, InvalidInputError, send(deposits.erc20.inputIndex, plain.input));
  });

  test("bytes a node serves for another input are refused on chain, sending nothing", async () => {
    // A stand-in node (a mock): no real node serves one input's bytes for another index. It
    // serves input 1, the Ether deposit, for whatever index it is asked.
    const { inputIndex, input } = deposits.ether;
    const answer = (method: string) =>
      method === "cartesi_getInput"
        ? {
            result: {
              data: {
                epoch_index: "0x0",
                index: `0x${inputIndex.toString(16)}`,
                block_number: "0x1",
                raw_data: input,
                status: "NONE",
                machine_hash: null,
                transaction_hash: `0x${"11".repeat(32)}`,
                log_index: "0x0",
                tx_buffer_data_block: null,
                exception_data: null,
                created_at: "2025-01-01T00:00:00Z",
                updated_at: "2025-01-01T00:00:00Z",
              },
            },
          }
        : { error: { code: -32601, message: "Method not found" } };
    await withStandInNode(answer, async (node) => {
      const error = await refused(anyone.address, InvalidInputError, () =>
        wallet(anyone).issueRefund({ application, inputIndex: deposits.erc20.inputIndex, node }),
      );
      expect(error.contractError).toBe("InvalidInputHash");
    });
  });
});

describe("applications of releases without refunds", () => {
  test("v3 3.0.0-alpha.5 and v2.2 applications raise RefundsNotSupportedError, sending nothing", async () => {
    const input = `0x${"00".repeat(32)}` as Hex;
    for (const [generation, release] of [
      ["v3", "3.0.0-alpha.5"],
      ["v2", undefined],
    ] as const) {
      const older = info.generations[generation]!.application.application;
      const error = await refused(anyone.address, RefundsNotSupportedError, () =>
        wallet(anyone).issueRefund({ application: older, inputIndex: 0n, input }),
      );
      expect(error).toMatchObject({ application: older, release });
      await expect(
        publicClient.getRefundStatus({ application: older, inputIndex: 0n, input }),
      ).rejects.toThrow(RefundsNotSupportedError);
      await expect(
        publicClient.wasRefundForInputIssued({ application: older, inputIndex: 0n }),
      ).rejects.toThrow(RefundsNotSupportedError);
    }
  });
});

describe("a deposit to the application the devnet's node follows (node 2.0.0-alpha.13, dialect N)", () => {
  test("after the foreclosure it is refunded with the input read from the node", async () => {
    const nodeApplication = info.application.application;
    expect(info.generations["v3-alpha.9"]?.application.application).toBe(nodeApplication);
    const devnetWallet = (account: LocalAccount) =>
      createWalletClient({ account, chain, transport: http(info.url) }).extend(
        walletActionsL1({ deployments: devnetDeployments(info) }),
      );
    const depositor = depositors.ether;
    // The deposit opens an epoch and the foreclosure follows within it: no claim of the node
    // covers the deposit (the node claims an epoch once it is over).
    const { epochLength } = info.application;
    const next = (await publicClient.getBlockNumber()) + 1n;
    await mine(publicClient, Number((epochLength - (next % epochLength)) % epochLength));
    const before = await publicClient.getBalance({ address: depositor.address });
    const { inputIndex, receipt } = await (async () => {
      const depositReceipt = await mined(
        await devnetWallet(depositor).depositEther({
          application: nodeApplication,
          value: parseEther("3"),
        }),
      );
      const [added] = getInputsAddedFromReceipt(depositReceipt, {
        inputBoxAddress: info.contracts.inputBox,
      });
      return { inputIndex: added!.inputIndex, receipt: depositReceipt };
    })();
    await mined(await devnetWallet(guardian).foreclose({ application: nodeApplication }));
    await nodeClient.waitForInput({ application: nodeApplication, inputIndex, timeout: 30_000 });

    expect(
      await publicClient.getRefundStatus({
        application: nodeApplication,
        inputIndex,
        node: nodeClient,
      }),
    ).toMatchObject({ status: "refundable", sender: info.contracts.etherPortal });
    const refund = await mined(
      await devnetWallet(anyone).issueRefund({
        application: nodeApplication,
        inputIndex,
        node: nodeClient,
      }),
    );
    expect(getRefundsIssuedFromReceipt(refund)).toMatchObject([
      { application: nodeApplication, inputIndex },
    ]);
    expect(await publicClient.getBalance({ address: depositor.address })).toBe(
      before - receipt.gasUsed * receipt.effectiveGasPrice,
    );
    expect(
      (
        await publicClient.getRefundStatus({
          application: nodeApplication,
          inputIndex,
          node: nodeClient,
        })
      ).status,
    ).toBe("refunded");
  });
});
