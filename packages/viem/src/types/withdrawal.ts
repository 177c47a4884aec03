import type { Hash, Hex } from "viem";

/**
 * A withdrawal from a foreclosed application that the node saw executed on the base layer: the
 * `Withdrawal` event of `Application.withdraw` (node 2.0.0-alpha.12 on).
 */
export type Withdrawal = {
  /** The account's index in the application's accounts drive. */
  accountIndex: bigint;
  /** The account as the accounts drive holds it; its layout is the application's. */
  account: Hex;
  /** The output the application's withdrawal output builder made for the account, and executed. */
  output: Hex;
  /** The base-layer block of the withdrawal. */
  blockNumber: bigint;
  transactionHash: Hash;
  /** The index of the `Withdrawal` log in its block. */
  logIndex: bigint;
  createdAt: Date;
  updatedAt: Date;
};
