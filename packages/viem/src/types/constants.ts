import type {
  ApplicationState,
  ConsensusType,
  EpochStatus,
  InputCompletionStatus,
  OutputType,
  SnapshotPolicy,
} from "@cartesi/rpc";
import type { OutputTypeName } from "./output.js";

/** Every state an epoch goes through, in order; its outputs can be executed once `CLAIM_ACCEPTED`. */
export const epochStatuses = [
  "OPEN",
  "CLOSED",
  "INPUTS_PROCESSED",
  "CLAIM_COMPUTED",
  "CLAIM_SUBMITTED",
  "CLAIM_ACCEPTED",
  "CLAIM_REJECTED",
] as const satisfies readonly EpochStatus[];

/** Every result of processing an input; `NONE` means not processed yet. */
export const inputCompletionStatuses = [
  "NONE",
  "ACCEPTED",
  "REJECTED",
  "EXCEPTION",
  "MACHINE_HALTED",
  "OUTPUTS_LIMIT_EXCEEDED",
  "CYCLE_LIMIT_EXCEEDED",
  "TIME_LIMIT_EXCEEDED",
  "PAYLOAD_LENGTH_LIMIT_EXCEEDED",
] as const satisfies readonly InputCompletionStatus[];

export const applicationStates = [
  "ENABLED",
  "DISABLED",
  "INOPERABLE",
] as const satisfies readonly ApplicationState[];

export const consensusTypes = [
  "AUTHORITY",
  "QUORUM",
  "PRT",
] as const satisfies readonly ConsensusType[];

export const snapshotPolicies = [
  "NONE",
  "EVERY_INPUT",
  "EVERY_EPOCH",
] as const satisfies readonly SnapshotPolicy[];

/** The `Outputs` selector of each kind of output: the node's `output_type`. */
export const outputTypeSelectors = {
  notice: "0xc258d6e5",
  voucher: "0x237a816f",
  delegateCallVoucher: "0x10321e8b",
} as const satisfies Record<OutputTypeName, OutputType>;
