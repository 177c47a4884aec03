import type { Address, Hash, Hex } from "viem";

/** A notice: data the application asserts, provable on the base layer. */
export type Notice = { type: "notice"; payload: Hex };

/** A voucher: a call (or ether transfer) the application asks the base layer to make. */
export type Voucher = { type: "voucher"; destination: Address; value: bigint; payload: Hex };

/** A delegate-call voucher: a `delegatecall` the application asks the base layer to make. */
export type DelegateCallVoucher = {
  type: "delegateCallVoucher";
  destination: Address;
  payload: Hex;
};

/** The kinds of output, by name. */
export type OutputTypeName = (Notice | Voucher | DelegateCallVoucher)["type"];

export type OutputBase = {
  epochIndex: bigint;
  inputIndex: bigint;
  /** Position in the application's outputs tree; the proof's `outputIndex`. */
  index: bigint;
  /** The ABI-encoded output, as the contracts hash and execute it. */
  rawData: Hex;
  hash: Hash | null;
  /** The proof, present once the epoch's claim is computed. */
  outputHashesSiblings: readonly Hash[] | null;
  executionTransactionHash: Hash | null;
  createdAt: Date;
  updatedAt: Date;
};

/** An output an input produced, decoded by kind. */
export type Output = OutputBase & { decodedData: Notice | Voucher | DelegateCallVoucher };
