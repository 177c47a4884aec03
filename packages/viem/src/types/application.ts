import type {
  ApplicationState,
  ApplicationStatus,
  ConsensusType,
  SnapshotPolicy,
} from "@cartesi/rpc";
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

/** How an application's withdrawals are proved (node 2.0.0-alpha.12 on). */
export type WithdrawalConfig = {
  guardian: Address;
  log2LeavesPerAccount: bigint;
  log2MaxNumOfAccounts: bigint;
  accountsDriveStartIndex: bigint;
  withdrawalOutputBuilder: Address;
};

/**
 * An application the node runs. Fields marked optional are sent by some node versions only: see
 * the compatibility section of `/rpc` on the docs site.
 */
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
  consensusType: ConsensusType;
  /** Whether the operator runs the application; on nodes before 2.0.0-alpha.12, `state !== "DISABLED"`. */
  enabled: boolean;
  /**
   * The application's health: `OK`, or why it stopped. On nodes before 2.0.0-alpha.12 it comes
   * from `state`: `ENABLED` and `DISABLED` are `OK`, any other value passes through.
   */
  status: ApplicationStatus;
  /** The node's own `state`, on nodes before 2.0.0-alpha.12 only. */
  state?: ApplicationState;
  /** Why the application is in its status; `null` while all is well. */
  reason: string | null;
  inputBoxBlock: bigint;
  lastInputCheckBlock: bigint;
  lastOutputCheckBlock: bigint;
  processedInputs: bigint;
  executionParameters: ExecutionParameters;
  createdAt: Date;
  updatedAt: Date;
  /** Nodes before 2.0.0-alpha.13. */
  dataAvailability?: Hex;
  lastEpochCheckBlock?: bigint;
  lastTournamentCheckBlock?: bigint;
  /** 2.0.0-alpha.12 on, as are the fields below. */
  claimStagingPeriod?: bigint;
  withdrawalConfig?: WithdrawalConfig | null;
  lastForecloseCheckBlock?: bigint;
  lastAccountsDriveProvedCheckBlock?: bigint;
  lastWithdrawalCheckBlock?: bigint;
  /** `0n` while the application is not foreclosed. */
  forecloseBlock?: bigint;
  /** `0n` while the accounts drive is not proved. */
  accountsDriveProvedBlock?: bigint;
  forecloseTransaction?: Hash | null;
  accountsDriveProvedTransaction?: Hash | null;
  accountsDriveMerkleRoot?: Hash | null;
};
