import { generationTraits, revert, snapshot, testAccounts } from "@rollups-ts/chain";
import { type Address, erc20Abi, type Hex, parseEventLogs, toHex } from "viem";
import { describe, expect, test } from "vitest";
import { maxAccountBalance } from "./accounts.ts";
import { dialectGeneration } from "./dialect.ts";
import { ForecloseError, foreclose as forecloseAs } from "./index.ts";
import {
  type Application,
  acceptedEpochOf,
  applicationAbi,
  clients,
  depositErc20,
  foreclose,
  inputBoxAbi,
  isolate,
  localNode,
  nodeForgotInputs,
  processedInput,
  rpc,
  rpcData,
  type Withdrawal,
  WithdrawalProofsError,
  waitFor,
  withdrawalProofs,
} from "./test.ts";

// The v3 application of the I project (3.0.0-alpha.5) or of the N project (3.0.0-alpha.9): the
// test application keeps its depositors' balances of the test token in the accounts drive, in
// the layout of the application's contracts, and a foreclosed application pays them back.
const { chain, dialect, nodeUrl: url } = localNode();
const { usdBalanceBytes, indexedEvents } = generationTraits[dialectGeneration(dialect)];
/** The node's base URL: `withdrawalProofs` takes it as well as a JSON-RPC URL. */
const nodeBase = url.replace(/\/[RIN]\/rpc$/, "");
/** What the node answers for a missing item in the project's dialect. */
const notFound = dialect === "N" ? -31001 : -32001;
const { publicClient } = clients(chain);
const app = chain.application.application;
const token = chain.tokens.erc20;
const [, alice, bob, anyone] = testAccounts as unknown as [
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
  (typeof testAccounts)[0],
];

isolate(publicClient, { each: true, afterRevert: () => nodeForgotInputs(url) });

const balanceOf = (owner: Address) =>
  publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [owner],
  });

/** Deposits for Alice and Bob, then waits until the node's claim over both is accepted. */
async function depositAndSettle() {
  await depositErc20(chain, 1_000n, alice);
  const last = await depositErc20(chain, 2_500n, bob);
  await acceptedEpochOf(chain, url, last.blockNumber);
}

describe("withdrawals after a foreclosure", () => {
  test("the node's proofs are accepted on chain, the withdrawal pays the depositor, and the node records both", async () => {
    await depositAndSettle();
    const beforeForeclosure = await snapshot(publicClient);
    await foreclose(chain);
    await waitFor("the node to see the foreclosure", async () => {
      const data = await rpcData<Application>(url, "cartesi_getApplication", ["echo"]);
      return data.foreclose_block !== "0x0" ? true : undefined;
    });

    const { driveRootProof, accountProof } = await withdrawalProofs({
      node: url,
      application: app,
      account: alice.address,
    });
    expect(accountProof.account_index).toBe("0x0");
    expect(accountProof.account_root_siblings).toHaveLength(
      chain.application.withdrawalConfig!.log2MaxNumOfAccounts,
    );
    // 3.0.0-alpha.5: 8 bytes of little-endian balance, then the address, padded to a data block;
    // from 3.0.0-alpha.7: 12 bytes of balance, then the address, exactly 32 bytes.
    expect(accountProof.account).toBe(
      usdBalanceBytes === 12
        ? `0x${"e80300000000000000000000"}${alice.address.slice(2).toLowerCase()}`
        : `0x${"e803000000000000"}${alice.address.slice(2).toLowerCase()}00000000`,
    );
    const bobs = await withdrawalProofs({
      node: nodeBase,
      application: app,
      account: bob.address,
    });
    expect(bobs.accountProof.account_index).toBe("0x1");
    expect(bobs.driveRootProof).toStrictEqual(driveRootProof);

    const { walletClient } = clients(chain, anyone);
    const proved = await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: app,
        abi: applicationAbi,
        functionName: "proveAccountsDriveMerkleRoot",
        args: [driveRootProof.accounts_drive_merkle_root, driveRootProof.proof],
      }),
    });
    expect(proved.status).toBe("success");

    const before = await balanceOf(alice.address);
    const withdrawn = await publicClient.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: app,
        abi: applicationAbi,
        functionName: "withdraw",
        args: [
          accountProof.account,
          {
            accountIndex: BigInt(accountProof.account_index),
            accountRootSiblings: accountProof.account_root_siblings,
          },
        ],
      }),
    });
    expect(withdrawn.status).toBe("success");
    expect(await balanceOf(alice.address)).toBe(before + 1_000n);
    const [withdrawal] = parseEventLogs({
      abi: applicationAbi,
      logs: withdrawn.logs,
      eventName: "Withdrawal",
    });
    // From 3.0.0-alpha.7 the account index is in topic1 (and the event comes before the transfer).
    expect(withdrawal!.topics).toHaveLength(indexedEvents ? 2 : 1);

    const application = await waitFor("the node to see the proof and the withdrawal", async () => {
      const data = await rpcData<Record<string, unknown>>(url, "cartesi_getApplication", ["echo"]);
      return BigInt(data.last_withdrawal_check_block as Hex) >= withdrawn.blockNumber
        ? data
        : undefined;
    });
    expect(application).toMatchObject({
      accounts_drive_merkle_root: driveRootProof.accounts_drive_merkle_root,
      accounts_drive_proved_block: toHex(proved.blockNumber),
      accounts_drive_proved_transaction: proved.transactionHash,
    });
    const record = {
      account_index: "0x0",
      account: accountProof.account,
      block_number: toHex(withdrawn.blockNumber),
      transaction_hash: withdrawn.transactionHash,
      log_index: toHex(withdrawal!.logIndex),
    };
    const withdrawals = await rpc(url, "cartesi_listWithdrawals", { application: "echo" });
    expect(withdrawals.result).toMatchObject({
      data: [record],
      pagination: { total_count: 1, limit: 50, offset: 0 },
    });
    const [listed] = (withdrawals.result as { data: Withdrawal[] }).data;
    expect(listed!.output.startsWith("0x10321e8b")).toBe(true); // Outputs.DelegateCallVoucher
    expect(
      await rpcData(url, "cartesi_getWithdrawal", { application: app, account_index: "0x0" }),
    ).toStrictEqual(listed);
    // The record is what the node's OpenRPC document says, key for key.
    const discovered = (await rpc(url, "rpc.discover")).result as {
      components: { schemas: { Withdrawal: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(listed!).sort()).toStrictEqual(
      Object.keys(discovered.components.schemas.Withdrawal.properties).sort(),
    );
    expect(
      (await rpc(url, "cartesi_getWithdrawal", { application: "echo", account_index: "0x1" }))
        .error,
    ).toMatchObject({ code: notFound });

    // A revert to before the foreclosure takes the proof and the withdrawal out of the node too.
    await revert(publicClient, beforeForeclosure);
    const reopened = await waitFor("the node to follow the revert", async () => {
      const data = await rpcData<Record<string, unknown>>(url, "cartesi_getApplication", ["echo"]);
      return data.foreclose_block === "0x0" && data.processed_inputs === "0x2" ? data : undefined;
    });
    expect(reopened).toMatchObject({
      accounts_drive_merkle_root: null,
      accounts_drive_proved_block: "0x0",
      accounts_drive_proved_transaction: null,
    });
    expect(await rpcData(url, "cartesi_listWithdrawals", ["echo"])).toStrictEqual([]);
  });

  test("the proofs endpoint says why it has none: not foreclosed, no accepted claim, no such account", async () => {
    const ask = (account: Address) =>
      withdrawalProofs({ node: url, application: app, account }).then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(await ask(alice.address)).toMatchObject({
      name: "WithdrawalProofsError",
      code: "NOT_FORECLOSED",
      status: 404,
    });
    await depositErc20(chain, 1_000n, alice);
    await foreclose(chain);
    await waitFor("the node to see the foreclosure", async () => {
      const data = await rpcData<Application>(url, "cartesi_getApplication", ["echo"]);
      return data.foreclose_block !== "0x0" ? true : undefined;
    });
    // The deposit's epoch never got its claim accepted: there is nothing to prove against.
    expect(await ask(alice.address)).toMatchObject({ code: "NO_ACCEPTED_CLAIM" });
    const response = await fetch(
      `${nodeBase}/devnet/withdrawal-proofs?application=echo&account=0x1234`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "INVALID_PARAMS" } });
  });

  test("an account that never deposited has no proofs", async () => {
    await depositAndSettle();
    await foreclose(chain);
    await waitFor("the node to see the foreclosure", async () => {
      const data = await rpcData<Application>(url, "cartesi_getApplication", ["echo"]);
      return data.foreclose_block !== "0x0" ? true : undefined;
    });
    const error = await withdrawalProofs({
      node: url,
      application: app,
      account: anyone.address,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WithdrawalProofsError);
    expect(error).toMatchObject({ code: "ACCOUNT_NOT_FOUND", status: 404 });
  });
});

// A uint96 balance (3.0.0-alpha.7 on) is past what the test accounts hold of the test token.
describe.runIf(usdBalanceBytes === 8)("the test application's ledger", () => {
  test("refuses a deposit that would take a balance past a uint64: the input is REJECTED, and its report goes with it as on the node", async () => {
    await depositErc20(chain, maxAccountBalance, alice);
    const over = await depositErc20(chain, 1n, alice);
    const [event] = parseEventLogs({
      abi: inputBoxAbi,
      logs: over.logs,
      eventName: "InputAdded",
    }) as unknown as [{ args: { index: bigint } }];
    const input = await processedInput(url, event.args.index);
    expect(input.status).toBe("REJECTED");
    const reports = await rpcData<{ raw_data: Hex }[]>(url, "cartesi_listReports", {
      application: "echo",
      input_index: toHex(event.args.index),
    });
    expect(reports).toEqual([]);
  });
});

describe("foreclose", () => {
  test("refuses, before sending, an account that is not the guardian, a v2 application and a second foreclosure", async () => {
    const refusal = (parameters: Parameters<typeof forecloseAs>[0]) =>
      forecloseAs(parameters).catch((error: unknown) => error);
    expect(
      await refusal({ chainUrl: chain.url, application: app, guardian: anyone }),
    ).toMatchObject({ name: "ForecloseError", code: "NOT_GUARDIAN" });
    const v2 = chain.generations.v2!.application.application;
    expect(await refusal({ chainUrl: chain.url, application: v2 })).toMatchObject({
      code: "NOT_V3_APPLICATION",
    });
    const { transactionHash } = await forecloseAs({ chainUrl: chain.url, application: app });
    const error = await refusal({ chainUrl: chain.url, application: app });
    expect(error).toBeInstanceOf(ForecloseError);
    expect(error).toMatchObject({ code: "ALREADY_FORECLOSED" });
    // Nothing was sent for the refusals: the guardian's only transaction is the foreclosure.
    const guardian = chain.application.withdrawalConfig!.guardian;
    expect(await publicClient.getTransactionCount({ address: guardian })).toBe(1);
    expect((await publicClient.getTransaction({ hash: transactionHash })).from.toLowerCase()).toBe(
      guardian.toLowerCase(),
    );
  });
});
