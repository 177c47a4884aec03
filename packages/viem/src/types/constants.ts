import type {
  ApplicationState,
  ApplicationStatus,
  ConsensusType,
  InputCompletionStatus,
  OutputType,
  SnapshotPolicy,
} from "@cartesi/rpc";
import type { OutputTypeName } from "./output.js";

// The values each enum is known to take. Nodes may send others: compare with these, never treat
// a list as exhaustive.

/** The states an epoch goes through, in order; its outputs can be executed once `CLAIM_ACCEPTED`. */
export { epochStatuses } from "@cartesi/rpc";

/** The known results of processing an input; `NONE` means not processed yet. */
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
  "REPORTS_LIMIT_EXCEEDED",
  "OVERFLOW",
  "UNEXPECTED_YIELD",
  "INVALID_OUTPUTS_ROOT",
] as const satisfies readonly InputCompletionStatus[];

/** The known values of `state`, sent by nodes before 2.0.0-alpha.12. */
export const applicationStates = [
  "ENABLED",
  "DISABLED",
  "INOPERABLE",
  "FAILED",
] as const satisfies readonly ApplicationState[];

/** The known values of an application's `status`. */
export const applicationStatuses = [
  "OK",
  "FAILED",
  "DIVERGED",
  "CORRUPTED",
  "GUEST_EXCEPTION",
  "MACHINE_HALTED",
  "MCYCLE_OVERFLOW",
  "UNEXPECTED_YIELD",
  "INVALID_OUTPUTS_ROOT",
] as const satisfies readonly ApplicationStatus[];

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
