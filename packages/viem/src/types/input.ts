import type { InputCompletionStatus } from "@cartesi/rpc";
import type { Address, Hash, Hex } from "viem";

/** What the application's machine receives for an input: the `EvmAdvance` call of the InputBox. */
export type EvmAdvance = {
  chainId: bigint;
  applicationContract: Address;
  /** Who sent the input: an account, a contract, or the portal of a deposit. */
  sender: Address;
  blockNumber: bigint;
  blockTimestamp: bigint;
  prevRandao: bigint;
  index: bigint;
  payload: Hex;
};

/**
 * An input sent to an application through the InputBox. Fields marked optional are sent by some
 * node versions only.
 */
export type Input = {
  epochIndex: bigint;
  index: bigint;
  blockNumber: bigint;
  /** The ABI-encoded `EvmAdvance` call. */
  rawData: Hex;
  /** `rawData` decoded. */
  decodedData: EvmAdvance;
  /** `NONE` until the application has processed the input. */
  status: InputCompletionStatus;
  createdAt: Date;
  updatedAt: Date;
  machineHash: Hash | null;
  /** 2.0.0-alpha.12 on: the transaction that added the input. */
  transactionHash?: Hash;
  /** 2.0.0-alpha.12 on: the index of its `InputAdded` log in the block. */
  logIndex?: bigint;
  /** Nodes before 2.0.0-alpha.12: the input's index as 32 bytes (not a transaction hash). */
  transactionReference?: Hex;
  /** Nodes before 2.0.0-alpha.13: the root of the outputs tree after the input. */
  outputsHash?: Hash | null;
  /**
   * 2.0.0-alpha.13 on, in place of `outputsHash`: the first data block of the machine's TX buffer
   * after the input, where the machine leaves the root of the outputs tree.
   */
  txBufferDataBlock?: Hash | null;
  /** 2.0.0-alpha.13 on: what the application gave when `status` is `EXCEPTION`. */
  exceptionData?: Hex | null;
};
