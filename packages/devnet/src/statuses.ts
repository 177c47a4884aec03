import type { Dialect } from "./dialect.ts";

/** The epoch statuses of dialect R; the local node's epochs only ever go through these. */
export const rEpochStatuses = [
  "OPEN",
  "CLOSED",
  "INPUTS_PROCESSED",
  "CLAIM_COMPUTED",
  "CLAIM_SUBMITTED",
  "CLAIM_ACCEPTED",
  "CLAIM_REJECTED",
] as const;

/**
 * The statuses the local node's epochs go through: R's for a v2 application; a v3 application's
 * claims are staged first (`CLAIM_STAGED`), and end `CLAIM_FORECLOSED` if the application is
 * foreclosed before they are accepted.
 */
export type EpochStatus = (typeof rEpochStatuses)[number] | "CLAIM_STAGED" | "CLAIM_FORECLOSED";

/** The epoch statuses each dialect knows (what its `status` filter accepts). */
export const dialectEpochStatuses: Record<Dialect, readonly string[]> = {
  R: rEpochStatuses,
  I: [...rEpochStatuses, "CLAIM_STAGED", "CLAIM_FORECLOSED"],
  N: [...rEpochStatuses, "CLAIM_STAGED", "CLAIM_FORECLOSED"],
};

const limitStatuses = [
  "OUTPUTS_LIMIT_EXCEEDED",
  "CYCLE_LIMIT_EXCEEDED",
  "TIME_LIMIT_EXCEEDED",
  "PAYLOAD_LENGTH_LIMIT_EXCEEDED",
] as const;
const commonInputStatuses = [
  "NONE",
  "ACCEPTED",
  "REJECTED",
  "EXCEPTION",
  "MACHINE_HALTED",
] as const;
const nInputStatuses = ["OVERFLOW", "UNEXPECTED_YIELD", "INVALID_OUTPUTS_ROOT"] as const;

/** The input completion statuses each dialect knows. */
export const dialectInputStatuses = {
  R: [...commonInputStatuses, ...limitStatuses],
  I: [...commonInputStatuses, ...limitStatuses, "REPORTS_LIMIT_EXCEEDED"],
  N: [...commonInputStatuses, ...nInputStatuses],
} as const satisfies Record<Dialect, readonly string[]>;

/**
 * How the processing of an input ended, as the node reports it (`NONE` means not processed yet):
 * the values of every dialect, so a test can make any of them appear.
 */
export type InputCompletionStatus = (typeof dialectInputStatuses)[Dialect][number];

/** Statuses an application handler may end with. */
export type HandlerStatus = Exclude<InputCompletionStatus, "NONE">;

export const handlerStatuses: readonly HandlerStatus[] = [
  ...new Set(Object.values(dialectInputStatuses).flat()),
].filter((status): status is HandlerStatus => status !== "NONE");
