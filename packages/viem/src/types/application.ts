import type { ApplicationState, ConsensusType, SnapshotPolicy } from "@cartesi/rpc";
import type { Address, Hash, Hex } from "viem";

/** Limits and deadlines the node applies to an application's machine. */
export type ExecutionParameters = {
  snapshotPolicy: SnapshotPolicy;
  advanceIncCycles: bigint;
  advanceMaxCycles: bigint;
  inspectIncCycles: bigint;
  inspectMaxCycles: bigint;
  /** Nanoseconds. */
  advanceIncDeadline: bigint;
  /** Nanoseconds. */
  advanceMaxDeadline: bigint;
  /** Nanoseconds. */
  inspectIncDeadline: bigint;
  /** Nanoseconds. */
  inspectMaxDeadline: bigint;
  /** Nanoseconds. */
  loadDeadline: bigint;
  /** Nanoseconds. */
  storeDeadline: bigint;
  /** Nanoseconds. */
  fastDeadline: bigint;
  maxConcurrentInspects: number;
  createdAt: Date;
  updatedAt: Date;
};

/** An application the node runs. */
export type Application = {
  name: string;
  /** The application contract on the base layer. */
  applicationAddress: Address;
  /** The contract that validates its claims (an Authority, a Quorum, ...). */
  consensusAddress: Address;
  inputBoxAddress: Address;
  templateHash: Hash;
  /** In base-layer blocks. */
  epochLength: bigint;
  dataAvailability: Hex;
  consensusType: ConsensusType;
  state: ApplicationState;
  /** Why the application is in its state, e.g. what made it inoperable. */
  reason: string;
  inputBoxBlock: bigint;
  lastInputCheckBlock: bigint;
  lastOutputCheckBlock: bigint;
  processedInputs: bigint;
  executionParameters: ExecutionParameters;
  createdAt: Date;
  updatedAt: Date;
};
