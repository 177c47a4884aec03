import type { EpochStatus } from "@cartesi/rpc";
import type { Address, Hash } from "viem";

/**
 * A range of base-layer blocks whose inputs the node processes and claims together. Fields marked
 * optional are sent by some node versions only.
 */
export type Epoch = {
  index: bigint;
  firstBlock: bigint;
  lastBlock: bigint;
  inputIndexLowerBound: bigint;
  inputIndexUpperBound: bigint;
  /** Outputs of the epoch can be executed once it is `CLAIM_ACCEPTED`. */
  status: EpochStatus;
  virtualIndex: bigint;
  createdAt: Date;
  updatedAt: Date;
  machineHash: Hash | null;
  claimTransactionHash: Hash | null;
  /** PRT applications. */
  commitment: Hash | null;
  /** PRT applications. */
  commitmentProof: readonly Hash[] | null;
  /** PRT applications. */
  tournamentAddress: Address | null;
  /** Nodes before 2.0.0-alpha.13: the root of the application's outputs tree after the epoch. */
  outputsMerkleRoot?: Hash | null;
  /** Nodes before 2.0.0-alpha.13; absent when empty and in lists. */
  outputsMerkleProof?: readonly Hash[] | null;
  /** 2.0.0-alpha.12 on. */
  stagedAtBlock?: bigint | null;
  /**
   * 2.0.0-alpha.13 on, in place of `outputsMerkleRoot`: the first data block of the machine's TX
   * buffer after the epoch, where the machine leaves the root of the outputs tree.
   */
  txBufferDataBlock?: Hash | null;
  /** 2.0.0-alpha.13 on. */
  txBufferProof?: readonly Hash[] | null;
  /** 2.0.0-alpha.13 on. */
  iflagsYDataBlock?: Hash | null;
  /** 2.0.0-alpha.13 on. */
  iflagsYProof?: readonly Hash[] | null;
  /** 2.0.0-alpha.13 on. */
  htifTohostDataBlock?: Hash | null;
  /** 2.0.0-alpha.13 on. */
  htifTohostProof?: readonly Hash[] | null;
};
