import type { EpochStatus } from "@cartesi/rpc";
import type { Address, Hash } from "viem";

/** A range of base-layer blocks whose inputs the node processes and claims together. */
export type Epoch = {
  index: bigint;
  firstBlock: bigint;
  lastBlock: bigint;
  inputIndexLowerBound: bigint;
  inputIndexUpperBound: bigint;
  machineHash: Hash | null;
  outputsMerkleRoot: Hash | null;
  outputsMerkleProof: readonly Hash[] | null;
  claimTransactionHash: Hash | null;
  /** Outputs of the epoch can be executed once it is `CLAIM_ACCEPTED`. */
  status: EpochStatus;
  virtualIndex: bigint;
  createdAt: Date;
  updatedAt: Date;
  /** Newer nodes (PRT) only. */
  commitment?: Hash | null;
  /** Newer nodes (PRT) only. */
  commitmentProof?: readonly Hash[] | null;
  /** Newer nodes (PRT) only. */
  tournamentAddress?: Address | null;
};
