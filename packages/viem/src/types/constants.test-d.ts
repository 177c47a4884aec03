import type {
  ApplicationState,
  ApplicationStatus,
  ConsensusType,
  EpochStatus,
  InputCompletionStatus,
  SnapshotPolicy,
} from "@cartesi/rpc";
import { expectTypeOf, test } from "vitest";
import type {
  applicationStates,
  applicationStatuses,
  consensusTypes,
  epochStatuses,
  inputCompletionStatuses,
  snapshotPolicies,
} from "./constants.js";

/** The known values of an `OpenEnum`, without the `string & {}` that lets a newer node send others. */
type Known<openEnum> = openEnum extends string
  ? string extends openEnum
    ? never
    : openEnum
  : never;

// @cartesi/rpc's types define the values; these lists must name each of them, and nothing else.
test("each list holds exactly the known values of @cartesi/rpc's type", () => {
  expectTypeOf<(typeof epochStatuses)[number]>().toEqualTypeOf<Known<EpochStatus>>();
  expectTypeOf<(typeof inputCompletionStatuses)[number]>().toEqualTypeOf<
    Known<InputCompletionStatus>
  >();
  expectTypeOf<(typeof applicationStates)[number]>().toEqualTypeOf<Known<ApplicationState>>();
  expectTypeOf<(typeof applicationStatuses)[number]>().toEqualTypeOf<Known<ApplicationStatus>>();
  expectTypeOf<(typeof consensusTypes)[number]>().toEqualTypeOf<Known<ConsensusType>>();
  expectTypeOf<(typeof snapshotPolicies)[number]>().toEqualTypeOf<Known<SnapshotPolicy>>();
});
