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

/** An input sent to an application through the InputBox. */
export type Input = {
  epochIndex: bigint;
  index: bigint;
  blockNumber: bigint;
  /** The ABI-encoded `EvmAdvance` call. */
  rawData: Hex;
  /** `rawData` decoded, as the node sends it. */
  decodedData: EvmAdvance;
  /** `NONE` until the application has processed the input. */
  status: InputCompletionStatus;
  machineHash: Hash | null;
  outputsHash: Hash | null;
  transactionReference: Hex;
  createdAt: Date;
  updatedAt: Date;
};
