import { testAccounts } from "@rollups-ts/chain";
import { describe, expect, test } from "vitest";
import { AccountsDrive, encodeAccount, maxAccountBalance } from "./accounts.ts";
import { pristineRoot } from "./machine.ts";
import { rootFromSiblings } from "./merkle.ts";

const [alice, bob, carol] = testAccounts.map((account) => account.address) as [
  `0x${string}`,
  `0x${string}`,
  `0x${string}`,
];
const layout = { log2LeavesPerAccount: 0, log2MaxNumOfAccounts: 16 };

describe("the accounts drive", () => {
  test("an account is its balance, 8 bytes little-endian, then its address, padded to its size", () => {
    expect(encodeAccount({ address: alice, balance: 0x0102n }, 32)).toBe(
      `0x0201000000000000${alice.slice(2).toLowerCase()}00000000`,
    );
    expect(encodeAccount({ address: alice, balance: maxAccountBalance }, 64)).toHaveLength(2 + 128);
  });

  test("from 3.0.0-alpha.7, an account is its balance, 12 bytes little-endian, then its address: 32 bytes", () => {
    expect(encodeAccount({ address: alice, balance: 0x0102n }, 32, 12)).toBe(
      `0x020100000000000000000000${alice.slice(2).toLowerCase()}`,
    );
    const uint96 = (1n << 96n) - 1n;
    expect(encodeAccount({ address: alice, balance: uint96 }, 32, 12).slice(0, 26)).toBe(
      `0x${"ff".repeat(12)}`,
    );
    expect(() => encodeAccount({ address: alice, balance: uint96 + 1n }, 32, 12)).toThrow(
      /does not fit in 12 bytes/,
    );
    const drive = new AccountsDrive({ ...layout, balanceBytes: 12 }).credit(alice, 1n << 64n);
    expect(drive.maxBalance).toBe(uint96);
    expect(drive.accountBytes(0)).toBe(encodeAccount(drive.accounts[0]!, 32, 12));
    expect(() => drive.credit(alice, uint96)).toThrow(/over the uint96 an account holds/);
  });

  test("accounts are numbered by first deposit; later deposits add to the balance", () => {
    const drive = new AccountsDrive(layout).credit(alice, 5n).credit(bob, 7n).credit(alice, 1n);
    expect(drive.accounts).toStrictEqual([
      { address: alice, balance: 6n },
      { address: bob, balance: 7n },
    ]);
    expect(drive.indexOf(bob.toLowerCase() as `0x${string}`)).toBe(1);
    expect(drive.indexOf(carol)).toBeUndefined();
  });

  test("is zeroed memory while empty, and each account's siblings fold into its root", () => {
    const empty = new AccountsDrive(layout);
    expect(empty.log2Size).toBe(21);
    expect(empty.root()).toBe(pristineRoot(21));
    for (const leaves of [0, 2]) {
      const drive = new AccountsDrive({ log2LeavesPerAccount: leaves, log2MaxNumOfAccounts: 3 })
        .credit(alice, 1n)
        .credit(bob, 2n)
        .credit(carol, 3n);
      expect(drive.root()).not.toBe(pristineRoot(drive.log2Size));
      for (const index of [0, 1, 2]) {
        const siblings = drive.siblings(index);
        expect(siblings).toHaveLength(3);
        const accountRoot = new AccountsDrive(
          { log2LeavesPerAccount: leaves, log2MaxNumOfAccounts: 0 },
          [drive.accounts[index]!],
        ).root();
        expect(rootFromSiblings(accountRoot, index, siblings)).toBe(drive.root());
      }
    }
  });

  test("refuses a balance over a uint64 and a new account in a full drive", () => {
    const drive = new AccountsDrive({ log2LeavesPerAccount: 0, log2MaxNumOfAccounts: 1 })
      .credit(alice, maxAccountBalance)
      .credit(bob, 1n);
    expect(() => drive.credit(alice, 1n)).toThrow(
      /would be 18446744073709551616, over the uint64 an account holds/,
    );
    expect(() => drive.credit(carol, 1n)).toThrow(/the accounts drive is full \(2 accounts\)/);
    expect(drive.credit(bob, 1n).accounts[1]!.balance).toBe(2n);
  });
});
