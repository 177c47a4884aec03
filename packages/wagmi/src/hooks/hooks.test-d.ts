import type {
  Application,
  Epoch,
  Input,
  InvalidParameterErrorType,
  ListOutputsErrorType,
  Output,
  Paginated,
  RefundStatus,
  Report,
  Withdrawal,
  WithdrawalStatus,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { describe, expectTypeOf, test } from "vitest";
import { useApplication } from "./useApplication.js";
import { useApplications } from "./useApplications.js";
import { useChainId } from "./useChainId.js";
import { useEpoch } from "./useEpoch.js";
import { useEpochs } from "./useEpochs.js";
import { useInput } from "./useInput.js";
import { useInputs } from "./useInputs.js";
import { useLastAcceptedEpochIndex } from "./useLastAcceptedEpochIndex.js";
import { useNodeVersion } from "./useNodeVersion.js";
import { useOutput } from "./useOutput.js";
import { useOutputs } from "./useOutputs.js";
import { useProcessedInputCount } from "./useProcessedInputCount.js";
import { useRefundStatus } from "./useRefundStatus.js";
import { useReport } from "./useReport.js";
import { useReports } from "./useReports.js";
import { useWaitForInput } from "./useWaitForInput.js";
import { useWaitForRefundStatus } from "./useWaitForRefundStatus.js";
import { useWaitForWithdrawalStatus } from "./useWaitForWithdrawalStatus.js";
import { useWithdrawal } from "./useWithdrawal.js";
import { useWithdrawalStatus } from "./useWithdrawalStatus.js";
import { useWithdrawals } from "./useWithdrawals.js";

describe("results are typed from the actions' return types", () => {
  test("data", () => {
    expectTypeOf(useApplication({ application: "echo" }).data).toEqualTypeOf<
      Application | undefined
    >();
    expectTypeOf(useApplications().data).toEqualTypeOf<Paginated<Application> | undefined>();
    expectTypeOf(useChainId().data).toEqualTypeOf<number | undefined>();
    expectTypeOf(useEpoch({ application: "echo", epochIndex: 0n }).data).toEqualTypeOf<
      Epoch | undefined
    >();
    expectTypeOf(useEpochs({ application: "echo" }).data).toEqualTypeOf<
      Paginated<Epoch> | undefined
    >();
    expectTypeOf(useInput({ application: "echo", inputIndex: 0n }).data).toEqualTypeOf<
      Input | undefined
    >();
    expectTypeOf(useInputs({ application: "echo" }).data).toEqualTypeOf<
      Paginated<Input> | undefined
    >();
    expectTypeOf(useLastAcceptedEpochIndex({ application: "echo" }).data).toEqualTypeOf<
      bigint | undefined
    >();
    expectTypeOf(useNodeVersion().data).toEqualTypeOf<string | undefined>();
    expectTypeOf(useOutput({ application: "echo", outputIndex: 0n }).data).toEqualTypeOf<
      Output | undefined
    >();
    expectTypeOf(useOutputs({ application: "echo" }).data).toEqualTypeOf<
      Paginated<Output> | undefined
    >();
    expectTypeOf(useProcessedInputCount({ application: "echo" }).data).toEqualTypeOf<
      bigint | undefined
    >();
    expectTypeOf(useReport({ application: "echo", reportIndex: 0n }).data).toEqualTypeOf<
      Report | undefined
    >();
    expectTypeOf(useReports({ application: "echo" }).data).toEqualTypeOf<
      Paginated<Report> | undefined
    >();
    expectTypeOf(useWaitForInput({ application: "echo", inputIndex: 0n }).data).toEqualTypeOf<
      Input | undefined
    >();
  });

  test("the whole result is TanStack's, with the action's error type", () => {
    expectTypeOf(useOutputs({ application: "echo" })).toEqualTypeOf<
      UseQueryResult<Paginated<Output>, ListOutputsErrorType>
    >();
    expectTypeOf<InvalidParameterErrorType>().toExtend<
      NonNullable<ReturnType<typeof useInput>["error"]>
    >();
  });
});

describe("query.select", () => {
  test("infers the data type", () => {
    const count = useOutputs({
      application: "echo",
      query: { select: (page) => page.pagination.totalCount },
    });
    expectTypeOf(count.data).toEqualTypeOf<number | undefined>();

    const payloads = useReports({
      application: "echo",
      query: {
        select: (page) => {
          expectTypeOf(page).toEqualTypeOf<Paginated<Report>>();
          return page.data.map((report) => report.rawData);
        },
      },
    });
    expectTypeOf(payloads.data).toEqualTypeOf<`0x${string}`[] | undefined>();

    const isNew = useInput({
      application: "echo",
      inputIndex: 0n,
      query: { select: (input) => input.status === "NONE" },
    });
    expectTypeOf(isNew.data).toEqualTypeOf<boolean | undefined>();
  });
});

describe("parameters", () => {
  test("are the action's, each optional until known", () => {
    useInput();
    useInput({ application: "echo" });
    useInput({ application: "echo", inputIndex: undefined });
    useOutputs({ application: "echo", outputType: "voucher", epochIndex: 1n, limit: 10 });
    useEpochs({ application: "echo", status: "CLAIM_ACCEPTED" });
    useWaitForInput({ application: "echo", inputIndex: 0n, waitProcessing: true, timeout: 1000 });
  });

  test("keep the action's types", () => {
    // @ts-expect-error indices are bigints
    useInput({ application: "echo", inputIndex: 0 });
    // @ts-expect-error not an output type
    useOutputs({ application: "echo", outputType: "receipt" });
    // @ts-expect-error an epoch status is a string (any: newer nodes add some)
    useEpochs({ application: "echo", status: 3 });
    // @ts-expect-error the query's own signal stops the wait
    useWaitForInput({ application: "echo", inputIndex: 0n, signal: new AbortController().signal });
    // @ts-expect-error these actions take no parameters
    useChainId({ application: "echo" });
  });

  test("TanStack options go under query, never among the parameters", () => {
    useInput({ application: "echo", inputIndex: 0n, query: { staleTime: 1000, enabled: false } });
    // @ts-expect-error staleTime is a query option
    useInput({ application: "echo", inputIndex: 0n, staleTime: 1000 });
    // @ts-expect-error the key and function come from the hook
    useInput({ application: "echo", inputIndex: 0n, query: { queryKey: ["mine"] } });
    // @ts-expect-error the key and function come from the hook
    useInput({ application: "echo", query: { queryFn: () => null } });
    // @ts-expect-error the node URL comes from the provider
    useNodeVersion({ nodeUrl: "http://127.0.0.1:6751/rpc" });
  });
});

describe("the withdrawal hooks", () => {
  test("are typed from their actions", () => {
    expectTypeOf(useWithdrawals({ application: "echo" }).data).toEqualTypeOf<
      Paginated<Withdrawal> | undefined
    >();
    expectTypeOf(useWithdrawal({ application: "echo", accountIndex: 0n }).data).toEqualTypeOf<
      Withdrawal | undefined
    >();
    expectTypeOf(
      useWithdrawalStatus({ application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE" }).data
        ?.status,
    ).toEqualTypeOf<WithdrawalStatus | undefined>();
    expectTypeOf(
      useWaitForWithdrawalStatus({
        status: "withdrawn",
        query: { select: (data) => data.withdrawn },
      }).data,
    ).toEqualTypeOf<boolean | undefined>();
  });

  test("the wait is for a step after the foreclosure, and takes no signal", () => {
    // @ts-expect-error there is no waiting for "not-foreclosed"
    useWaitForWithdrawalStatus({ status: "not-foreclosed" });
    // @ts-expect-error the query's signal stops the wait
    useWaitForWithdrawalStatus({ status: "withdrawn", signal: new AbortController().signal });
  });
});

describe("the refund hooks", () => {
  test("are typed from their actions", () => {
    const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
    expectTypeOf(useRefundStatus({ application, inputIndex: 3n }).data?.status).toEqualTypeOf<
      RefundStatus | undefined
    >();
    expectTypeOf(
      useWaitForRefundStatus({
        application,
        inputIndex: 3n,
        input: "0x12",
        status: "refunded",
        query: { select: (data) => data.refundOutput },
      }).data,
    ).toEqualTypeOf<`0x${string}` | undefined>();
  });

  test("the node comes from the provider; the wait is for a refund, and takes no signal", () => {
    // @ts-expect-error the node comes from CartesiProvider
    useRefundStatus({ inputIndex: 3n, node: {} as never });
    // @ts-expect-error there is no waiting for a dead end
    useWaitForRefundStatus({ status: "finalized" });
    // @ts-expect-error the query's signal stops the wait
    useWaitForRefundStatus({ status: "refunded", signal: new AbortController().signal });
  });
});
