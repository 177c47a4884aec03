import { expectTypeOf, test } from "vitest";
import type {
  ApplicationNotFoundErrorType,
  GetApplicationErrorType,
  GetChainIdErrorType,
  GetEpochErrorType,
  GetInputErrorType,
  GetLastAcceptedEpochIndexErrorType,
  GetNodeInfoErrorType,
  GetNodeVersionErrorType,
  GetOutputErrorType,
  GetProcessedInputCountErrorType,
  GetReportErrorType,
  InvalidFieldErrorType,
  InvalidParameterErrorType,
  LimitExceededErrorType,
  ListApplicationsErrorType,
  ListEpochsErrorType,
  ListInputsErrorType,
  ListOutputsErrorType,
  ListReportsErrorType,
  NodeRequestErrorType,
  ResourceNotFoundErrorType,
  WaitForInputErrorType,
} from "../../index.js";

test("every read can fail with a node request error and an unparsable field", () => {
  type Common = InvalidFieldErrorType | NodeRequestErrorType;
  expectTypeOf<Common>().toExtend<GetChainIdErrorType>();
  expectTypeOf<Common>().toExtend<GetNodeVersionErrorType>();
  expectTypeOf<Common>().toExtend<WaitForInputErrorType>();
});

test("every read that takes parameters can fail with an invalid parameter", () => {
  type Reads = InvalidFieldErrorType | InvalidParameterErrorType | NodeRequestErrorType;
  expectTypeOf<Reads>().toExtend<GetApplicationErrorType>();
  expectTypeOf<Reads>().toExtend<ListApplicationsErrorType>();
  expectTypeOf<Reads>().toExtend<GetEpochErrorType>();
  expectTypeOf<Reads>().toExtend<ListEpochsErrorType>();
  expectTypeOf<Reads>().toExtend<GetInputErrorType>();
  expectTypeOf<Reads>().toExtend<ListInputsErrorType>();
  expectTypeOf<Reads>().toExtend<GetOutputErrorType>();
  expectTypeOf<Reads>().toExtend<ListOutputsErrorType>();
  expectTypeOf<Reads>().toExtend<GetReportErrorType>();
  expectTypeOf<Reads>().toExtend<ListReportsErrorType>();
  expectTypeOf<Reads>().toExtend<GetProcessedInputCountErrorType>();
  expectTypeOf<Reads>().toExtend<GetLastAcceptedEpochIndexErrorType>();
  expectTypeOf<Reads>().toExtend<WaitForInputErrorType>();
});

test("every read names the node's typed answers: not found and limits", () => {
  type NodeAnswers =
    | ApplicationNotFoundErrorType
    | ResourceNotFoundErrorType
    | LimitExceededErrorType;
  expectTypeOf<NodeAnswers>().toExtend<NodeRequestErrorType>();
  expectTypeOf<NodeAnswers>().toExtend<GetInputErrorType>();
  expectTypeOf<NodeAnswers>().toExtend<GetNodeInfoErrorType>();
  expectTypeOf<NodeAnswers>().toExtend<WaitForInputErrorType>();
});
