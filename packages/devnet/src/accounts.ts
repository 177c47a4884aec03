import type { WithdrawalConfig } from "@rollups-ts/chain";
import {
  type Address,
  bytesToHex,
  concatHex,
  getAddress,
  type Hex,
  hexToBytes,
  keccak256,
} from "viem";
import { log2DataBlockSize, pristineRoot } from "./machine.ts";

/**
 * Bytes of an account's little-endian balance, before the owner's address, as the application's
 * `UsdWithdrawalOutputBuilder` reads it: 8 (a uint64, 3.0.0-alpha.5/6) or 12 (a uint96, from
 * 3.0.0-alpha.7, which makes the account exactly 32 bytes).
 */
export type AccountBalanceBytes = 8 | 12;

/** Largest balance an account holds on 3.0.0-alpha.5/6: `UsdWithdrawalOutputBuilder` reads it as a uint64. */
export const maxAccountBalance = (1n << 64n) - 1n;

/** Largest balance an account of `balanceBytes` holds. */
export const maxBalanceOf = (balanceBytes: AccountBalanceBytes): bigint =>
  (1n << BigInt(8 * balanceBytes)) - 1n;

/** One account of the accounts drive: who deposited, and how much of the token they hold. */
export type DriveAccount = { address: Address; balance: bigint };

const hashPair = (left: Hex, right: Hex): Hex => keccak256(concatHex([left, right]));

/**
 * An account's bytes, as `UsdWithdrawalOutputBuilder` (`LibUsdAccount`) reads them: the balance
 * little-endian in `balanceBytes` bytes (8 on 3.0.0-alpha.5/6, 12 from alpha.7), then the 20-byte
 * address, then zeros to the account's size.
 */
export function encodeAccount(
  account: DriveAccount,
  size: number,
  balanceBytes: AccountBalanceBytes = 8,
): Hex {
  if (size < balanceBytes + 20)
    throw new RangeError(
      `encodeAccount: an account of ${size} bytes cannot hold a ${balanceBytes}-byte balance and an address`,
    );
  if (account.balance < 0n || account.balance > maxBalanceOf(balanceBytes))
    throw new RangeError(
      `encodeAccount: balance ${account.balance} does not fit in ${balanceBytes} bytes`,
    );
  const bytes = new Uint8Array(size);
  for (let byte = 0; byte < balanceBytes; byte++)
    bytes[byte] = Number((account.balance >> BigInt(8 * byte)) & 0xffn);
  bytes.set(hexToBytes(account.address), balanceBytes);
  return bytesToHex(bytes);
}

/** The Merkle root of bytes of a power-of-two size over 32-byte data blocks (`LibBinaryMerkleTree`). */
function bytesRoot(bytes: Hex): Hex {
  let level: Hex[] = [];
  const data = hexToBytes(bytes);
  for (let offset = 0; offset < data.length; offset += 32)
    level.push(keccak256(data.subarray(offset, offset + 32)));
  while (level.length > 1) {
    const next: Hex[] = [];
    for (let index = 0; index < level.length; index += 2)
      next.push(hashPair(level[index]!, level[index + 1]!));
    level = next;
  }
  return level[0]!;
}

/**
 * The accounts drive of a v3 application as its `WithdrawalConfig` lays it out: 2^log2MaxNumOfAccounts
 * accounts of 2^log2LeavesPerAccount data blocks each. The accounts are immutable values, so a
 * copy of the list is a snapshot of the drive.
 */
export class AccountsDrive {
  readonly log2LeavesPerAccount: number;
  readonly log2MaxNumOfAccounts: number;
  /** Bytes of each account's balance (8 by default, the 3.0.0-alpha.5/6 layout). */
  readonly balanceBytes: AccountBalanceBytes;
  readonly accounts: readonly DriveAccount[];

  constructor(
    config: Pick<WithdrawalConfig, "log2LeavesPerAccount" | "log2MaxNumOfAccounts"> & {
      balanceBytes?: AccountBalanceBytes;
    },
    accounts: readonly DriveAccount[] = [],
  ) {
    this.log2LeavesPerAccount = config.log2LeavesPerAccount;
    this.log2MaxNumOfAccounts = config.log2MaxNumOfAccounts;
    this.balanceBytes = config.balanceBytes ?? 8;
    this.accounts = accounts;
  }

  /** Largest balance an account holds. */
  get maxBalance(): bigint {
    return maxBalanceOf(this.balanceBytes);
  }

  /** Bytes of one account. */
  get accountSize(): number {
    return 2 ** (log2DataBlockSize + this.log2LeavesPerAccount);
  }

  /** Log2 of the drive's size in bytes. */
  get log2Size(): number {
    return log2DataBlockSize + this.log2LeavesPerAccount + this.log2MaxNumOfAccounts;
  }

  /**
   * The drive after `amount` more is credited to `address`: its account, or a new one after the
   * last. Throws a RangeError when the balance would pass {@link maxBalance} or the drive is full.
   */
  credit(address: Address, amount: bigint): AccountsDrive {
    const index = this.indexOf(address);
    const balance = (index === undefined ? 0n : this.accounts[index]!.balance) + amount;
    if (balance > this.maxBalance)
      throw new RangeError(
        `the balance of ${getAddress(address)} would be ${balance}, over the uint${8 * this.balanceBytes} an account holds`,
      );
    if (index === undefined && this.accounts.length >= 2 ** this.log2MaxNumOfAccounts)
      throw new RangeError(`the accounts drive is full (${this.accounts.length} accounts)`);
    const account = { address: getAddress(address), balance };
    const accounts =
      index === undefined
        ? [...this.accounts, account]
        : this.accounts.map((entry, position) => (position === index ? account : entry));
    return new AccountsDrive(this, accounts);
  }

  /** The index of `address`'s account, if it has one. */
  indexOf(address: Address): number | undefined {
    const index = this.accounts.findIndex(
      (account) => account.address.toLowerCase() === address.toLowerCase(),
    );
    return index < 0 ? undefined : index;
  }

  /** The bytes of the account at `index`, as the drive holds them. */
  accountBytes(index: number): Hex {
    const account = this.accounts[index];
    if (!account) throw new RangeError(`AccountsDrive: no account ${index}`);
    return encodeAccount(account, this.accountSize, this.balanceBytes);
  }

  /** The drive's Merkle root. */
  root(): Hex {
    return this.#levels().at(-1)!.get(0) ?? pristineRoot(this.log2Size);
  }

  /** The siblings of account `index`'s root, bottom-up, to the drive root (log2MaxNumOfAccounts hashes). */
  siblings(index: number): Hex[] {
    if (!this.accounts[index]) throw new RangeError(`AccountsDrive: no account ${index}`);
    const levels = this.#levels();
    const siblings: Hex[] = [];
    for (let level = 0; level < this.log2MaxNumOfAccounts; level++) {
      const position = (index >> level) ^ 1;
      siblings.push(levels[level]!.get(position) ?? this.#pristine(level));
    }
    return siblings;
  }

  /** `levels[k]`: the known nodes k levels above the account roots, by index. */
  #levels(): Map<number, Hex>[] {
    const levels = [
      new Map(this.accounts.map((_, index) => [index, bytesRoot(this.accountBytes(index))])),
    ];
    for (let level = 1; level <= this.log2MaxNumOfAccounts; level++) {
      const below = levels[level - 1]!;
      const nodes = new Map<number, Hex>();
      for (const index of below.keys()) {
        const parent = index >> 1;
        if (nodes.has(parent)) continue;
        nodes.set(
          parent,
          hashPair(
            below.get(2 * parent) ?? this.#pristine(level - 1),
            below.get(2 * parent + 1) ?? this.#pristine(level - 1),
          ),
        );
      }
      levels.push(nodes);
    }
    return levels;
  }

  /** The root of `level` levels of empty accounts. */
  #pristine(level: number): Hex {
    return pristineRoot(log2DataBlockSize + this.log2LeavesPerAccount + level);
  }
}
