// Foreclosure and withdrawal end to end on the v3 devnet: two users deposit the test token, the
// guardian forecloses, anyone proves the accounts drive root, one user withdraws. Every refusal is
// checked to send nothing: the sender's nonce does not move.
import {
  type AccountProofFile,
  acceptedEpochOf,
  type DriveRootProofFile,
  depositErc20,
  isolate,
  rpcData,
  waitFor,
  withdrawalProofs,
} from "@cartesi/local-devnet/test";
import { localGuardian, testAccounts } from "@rollups-ts/chain";
import {
  type Address,
  createWalletClient,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  isAddressEqual,
  type LocalAccount,
  zeroHash,
} from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { testClients } from "../test/l1.js";
import { nodeClient, nodeUrl } from "../test/node.js";
import { publicActionsL1 } from "./decorators/publicActionsL1.js";
import { walletActionsL1 } from "./decorators/walletActionsL1.js";
import { ResourceNotFoundError } from "./errors/node.js";
import { InvalidParameterError } from "./errors/parameter.js";
import {
  AccountFundsAlreadyWithdrawnError,
  AccountsDriveMerkleRootAlreadyProvedError,
  AccountsDriveMerkleRootNotProvedError,
  ApplicationNotForeclosedError,
  InvalidWithdrawalProofError,
  NotGuardianError,
  WithdrawalNotConfiguredError,
} from "./errors/withdrawal.js";
import { decodeIndexedEvent } from "./utils/events.js";

const { info, chain, publicClient: plainClient } = testClients();
const publicClient = plainClient.extend(publicActionsL1());
const application = info.application.application;
const token = info.tokens.erc20;
const [alice, bob, anyone] = [testAccounts[3]!, testAccounts[4]!, testAccounts[5]!];
const guardian = testAccounts.find((account) => account.address === localGuardian)!;
const wallet = (account: LocalAccount) =>
  createWalletClient({ account, chain, transport: http(info.url) }).extend(walletActionsL1());

/** The node's view of the application, in the N dialect. */
const nodeApplication = () =>
  rpcData<Record<string, unknown>>(nodeUrl, "cartesi_getApplication", [application]);

// Foreclosure cannot be undone: the file reverts the chain afterwards, and waits until the node
// sees the application open again, so the other files of the project find it as they expect.
isolate(publicClient, {
  afterRevert: () =>
    waitFor(
      "the node to see the application open again",
      async () => ((await nodeApplication()).foreclose_block === "0x0" ? true : undefined),
      { timeout: 30_000 },
    ),
});

const balanceOf = (owner: Address) =>
  publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [owner],
  });

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

async function mined(hash: Hash) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  return receipt;
}

/** A well-formed account proof that proves nothing: for the checks made before the proof's. */
const placeholderAccountProof: AccountProofFile = {
  account: `0x${"00".repeat(32)}`,
  account_index: "0x0",
  account_root_siblings: Array.from({ length: 16 }, () => zeroHash),
};

describe("withdrawing from a foreclosed application", () => {
  let driveRootProof: DriveRootProofFile;
  let aliceProof: AccountProofFile;
  let bobProof: AccountProofFile;

  beforeAll(async () => {
    await depositErc20(info, 1_000n, alice);
    const last = await depositErc20(info, 2_500n, bob);
    // The proofs are made against the last accepted claim: it must hold both deposits.
    await acceptedEpochOf(info, nodeUrl, last.blockNumber);
  }, 60_000);

  test("before foreclosure: not-foreclosed, and nothing can be proved or withdrawn", async () => {
    const status = await publicClient.getWithdrawalStatus({ application, accountIndex: 0n });
    expect(status).toEqual({
      status: "not-foreclosed",
      foreclosed: false,
      accountsDriveMerkleRootProved: false,
      accountIndex: 0n,
      withdrawn: false,
      withdrawalConfig: {
        guardian: localGuardian,
        log2LeavesPerAccount: 0n,
        log2MaxNumOfAccounts: 16n,
        accountsDriveStartIndex: 0x90000000000000n >> 21n,
        withdrawalOutputBuilder: info.application.withdrawalConfig!.withdrawalOutputBuilder,
      },
    });
    const error = await refused(alice.address, ApplicationNotForeclosedError, () =>
      wallet(alice).withdraw({ application, proof: placeholderAccountProof }),
    );
    expect(error.application).toBe(application);
  });

  test("an application without a withdrawal configuration (v2) has no status and cannot be foreclosed", async () => {
    const v2 = info.generations.v2!.application.application;
    await expect(publicClient.getWithdrawalStatus({ application: v2 })).rejects.toThrow(
      WithdrawalNotConfiguredError,
    );
    await refused(guardian.address, WithdrawalNotConfiguredError, () =>
      wallet(guardian).foreclose({ application: v2 }),
    );
  });

  test("a foreclosure by someone other than the guardian is refused, sending nothing", async () => {
    const error = await refused(alice.address, NotGuardianError, () =>
      wallet(alice).foreclose({ application }),
    );
    expect(error).toMatchObject({ account: alice.address, guardian: localGuardian });
    await expect(
      publicClient.estimateForecloseGas({ application, account: alice.address }),
    ).rejects.toThrow(NotGuardianError);
  });

  test("the guardian forecloses: ready-to-prove, from the foreclosure's block", async () => {
    expect(
      await publicClient.estimateForecloseGas({ application, account: guardian.address }),
    ).toBeGreaterThan(21_000n);
    const receipt = await mined(await wallet(guardian).foreclose({ application }));
    const status = await publicClient.waitForWithdrawalStatus({
      application,
      status: "ready-to-prove",
      timeout: 10_000,
    });
    expect(status).toMatchObject({
      status: "ready-to-prove",
      foreclosed: true,
      forecloseBlock: receipt.blockNumber,
      accountsDriveMerkleRootProved: false,
    });
    await waitFor("the node to see the foreclosure", async () =>
      (await nodeApplication()).foreclose_block === `0x${receipt.blockNumber.toString(16)}`
        ? true
        : undefined,
    );
    ({ driveRootProof, accountProof: aliceProof } = await withdrawalProofs({
      node: nodeUrl,
      application,
      account: alice.address,
    }));
    ({ accountProof: bobProof } = await withdrawalProofs({
      node: nodeUrl,
      application,
      account: bob.address,
    }));
    expect([aliceProof.account_index, bobProof.account_index]).toEqual(["0x0", "0x1"]);
  });

  test("a withdrawal before the root is proved is refused, sending nothing", async () => {
    await refused(alice.address, AccountsDriveMerkleRootNotProvedError, () =>
      wallet(alice).withdraw({ application, proof: aliceProof }),
    );
  });

  test("a malformed proof file is refused naming its field; a wrong proof with the contract's error", async () => {
    const malformed = await refused(anyone.address, InvalidParameterError, () =>
      wallet(anyone).proveAccountsDriveMerkleRoot({
        application,
        proof: { ...driveRootProof, proof: [...driveRootProof.proof.slice(1), "0x1234"] },
      }),
    );
    expect(malformed.parameter).toBe(`proof.proof[${driveRootProof.proof.length - 1}]`);
    const index = await refused(alice.address, InvalidParameterError, () =>
      wallet(alice).withdraw({
        application,
        proof: { ...aliceProof, account_index: 0 as unknown as Hex },
      }),
    );
    expect(index.parameter).toBe("proof.account_index");

    const wrongRoot = await refused(anyone.address, InvalidWithdrawalProofError, () =>
      wallet(anyone).proveAccountsDriveMerkleRoot({
        application,
        proof: { ...driveRootProof, accounts_drive_merkle_root: zeroHash },
      }),
    );
    expect(wrongRoot).toMatchObject({
      proof: "drive-root-proof.json",
      contractError: "InvalidMachineMerkleRoot",
    });
    const short = await refused(anyone.address, InvalidWithdrawalProofError, () =>
      wallet(anyone).proveAccountsDriveMerkleRoot({
        application,
        proof: { ...driveRootProof, proof: driveRootProof.proof.slice(1) },
      }),
    );
    expect(short.contractError).toBe("InvalidAccountsDriveMerkleRootProofSize");
  });

  test("anyone proves the drive root once: ready-to-withdraw", async () => {
    expect(
      await publicClient.estimateProveAccountsDriveMerkleRootGas({
        application,
        proof: driveRootProof,
        account: anyone.address,
      }),
    ).toBeGreaterThan(21_000n);
    await mined(
      await wallet(anyone).proveAccountsDriveMerkleRoot({ application, proof: driveRootProof }),
    );
    expect(await publicClient.getWithdrawalStatus({ application, accountIndex: 0n })).toMatchObject(
      {
        status: "ready-to-withdraw",
        accountsDriveMerkleRootProved: true,
        accountsDriveMerkleRoot: driveRootProof.accounts_drive_merkle_root,
        withdrawn: false,
      },
    );
    const again = await refused(anyone.address, AccountsDriveMerkleRootAlreadyProvedError, () =>
      wallet(anyone).proveAccountsDriveMerkleRoot({ application, proof: driveRootProof }),
    );
    expect(again.accountsDriveMerkleRoot).toBe(driveRootProof.accounts_drive_merkle_root);
  });

  test("an account proof that does not lead to the proved root is refused", async () => {
    const [first, ...rest] = aliceProof.account_root_siblings;
    const error = await refused(alice.address, InvalidWithdrawalProofError, () =>
      wallet(alice).withdraw({
        application,
        proof: { ...aliceProof, account_root_siblings: [...rest, first!] },
      }),
    );
    expect(error).toMatchObject({
      proof: "account-proof.json",
      contractError: "InvalidAccountsDriveMerkleRoot",
    });
  });

  test("Alice withdraws: her tokens come back, Bob's stay; a second withdrawal is refused", async () => {
    const [aliceBefore, bobBefore, applicationBefore] = await Promise.all([
      balanceOf(alice.address),
      balanceOf(bob.address),
      balanceOf(application),
    ]);
    expect(
      await publicClient.estimateWithdrawGas({ application, proof: aliceProof }),
    ).toBeGreaterThan(21_000n);
    const receipt = await mined(await wallet(alice).withdraw({ application, proof: aliceProof }));
    expect(await balanceOf(alice.address)).toBe(aliceBefore + 1_000n);
    expect(await balanceOf(bob.address)).toBe(bobBefore);
    expect(await balanceOf(application)).toBe(applicationBefore - 1_000n);

    expect(
      await publicClient.waitForWithdrawalStatus({
        application,
        accountIndex: 0n,
        status: "withdrawn",
        timeout: 10_000,
      }),
    ).toMatchObject({ status: "withdrawn", accountIndex: 0n, withdrawn: true });
    expect(await publicClient.getWithdrawalStatus({ application, accountIndex: 1n })).toMatchObject(
      { status: "ready-to-withdraw", withdrawn: false },
    );

    const again = await refused(alice.address, AccountFundsAlreadyWithdrawnError, () =>
      wallet(alice).withdraw({ application, proof: aliceProof }),
    );
    expect(again.accountIndex).toBe(0n);
    expect(await balanceOf(alice.address)).toBe(aliceBefore + 1_000n);

    // The node lists the withdrawal once it has read the block.
    await waitFor("the node to read the withdrawal", async () =>
      BigInt((await nodeApplication()).last_withdrawal_check_block as Hex) >= receipt.blockNumber
        ? true
        : undefined,
    );
    const { data, pagination } = await nodeClient.listWithdrawals({ application });
    expect(pagination).toEqual({ totalCount: 1, limit: 50, offset: 0 });
    expect(data).toEqual([
      {
        accountIndex: 0n,
        account: aliceProof.account,
        output: expect.stringMatching(/^0x10321e8b/),
        blockNumber: receipt.blockNumber,
        transactionHash: receipt.transactionHash,
        // The application's Withdrawal event (before the transfer from 3.0.0-alpha.7, after it before).
        logIndex: BigInt(
          receipt.logs.find(
            (log) =>
              isAddressEqual(log.address, application) &&
              decodeIndexedEvent("Withdrawal", log) !== undefined,
          )!.logIndex,
        ),
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      },
    ]);
    expect(await nodeClient.getWithdrawal({ application, accountIndex: 0n })).toEqual(data[0]);
    expect((await nodeClient.listWithdrawals({ application, accountIndex: 1n })).data).toEqual([]);
    await expect(nodeClient.getWithdrawal({ application, accountIndex: 1n })).rejects.toThrow(
      ResourceNotFoundError,
    );
    expect(await nodeClient.getApplication({ application })).toMatchObject({
      accountsDriveMerkleRoot: driveRootProof.accounts_drive_merkle_root,
    });
  });
});
