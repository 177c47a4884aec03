import { describe, expectTypeOf, test } from "vitest";
import type {
  GetInputParams,
  ListOutputsParams,
  ListResult,
  MethodName,
  Methods,
} from "./methods.js";
import {
  type Application,
  type DecodedOutput,
  type Epoch,
  type EpochStatus,
  epochStatuses,
  type Hex,
  type Input,
  type InputCompletionStatus,
  type Output,
  type Report,
  type Withdrawal,
} from "./types.js";

describe("Methods", () => {
  test("has the fourteen node methods, cartesi_getNodeInfo, the two newer output counts and the withdrawals", () => {
    expectTypeOf<MethodName>().toEqualTypeOf<
      | "cartesi_listApplications"
      | "cartesi_getApplication"
      | "cartesi_listEpochs"
      | "cartesi_getEpoch"
      | "cartesi_getLastAcceptedEpochIndex"
      | "cartesi_listInputs"
      | "cartesi_getInput"
      | "cartesi_getProcessedInputCount"
      | "cartesi_listOutputs"
      | "cartesi_getOutput"
      | "cartesi_listReports"
      | "cartesi_getReport"
      | "cartesi_getChainId"
      | "cartesi_getNodeVersion"
      | "cartesi_getNodeInfo"
      | "cartesi_getExecutedOutputCount"
      | "cartesi_getPendingExecutableOutputCount"
      | "cartesi_listWithdrawals"
      | "cartesi_getWithdrawal"
    >();
  });

  test("gives each method its params and result", () => {
    expectTypeOf<Methods["cartesi_getInput"]["params"]>().toEqualTypeOf<GetInputParams>();
    expectTypeOf<Methods["cartesi_getInput"]["params"]>().toEqualTypeOf<{
      application: string;
      input_index: Hex;
    }>();
    expectTypeOf<Methods["cartesi_getInput"]["result"]>().toEqualTypeOf<{ data: Input }>();
    expectTypeOf<Methods["cartesi_listInputs"]["result"]>().toEqualTypeOf<ListResult<Input>>();
    expectTypeOf<Methods["cartesi_listApplications"]["result"]["data"]>().toEqualTypeOf<
      Application[]
    >();
    expectTypeOf<Methods["cartesi_getEpoch"]["result"]["data"]>().toEqualTypeOf<Epoch>();
    expectTypeOf<Methods["cartesi_getOutput"]["result"]["data"]>().toEqualTypeOf<Output>();
    expectTypeOf<Methods["cartesi_getReport"]["result"]["data"]>().toEqualTypeOf<Report>();
    expectTypeOf<Methods["cartesi_getChainId"]["params"]>().toEqualTypeOf<undefined>();
    expectTypeOf<Methods["cartesi_getNodeVersion"]["result"]>().toEqualTypeOf<{ data: string }>();
    expectTypeOf<
      Methods["cartesi_getNodeInfo"]["result"]["data"]["chain_id"]
    >().toEqualTypeOf<Hex>();
    expectTypeOf<Methods["cartesi_getWithdrawal"]["params"]>().toEqualTypeOf<{
      application: string;
      account_index: Hex;
    }>();
    expectTypeOf<Methods["cartesi_getWithdrawal"]["result"]["data"]>().toEqualTypeOf<Withdrawal>();
    expectTypeOf<Methods["cartesi_listWithdrawals"]["params"]["account_index"]>().toEqualTypeOf<
      Hex | undefined
    >();
    expectTypeOf<Methods["cartesi_listReports"]["result"]["pagination"]>().toEqualTypeOf<{
      total_count: number;
      limit: number;
      offset: number;
    }>();
  });

  test("list params are optional apart from the application", () => {
    expectTypeOf<{ application: "echo" }>().toExtend<ListOutputsParams>();
    expectTypeOf<{ limit: 10 }>().not.toExtend<ListOutputsParams>();
    expectTypeOf<Record<string, never>>().toExtend<Methods["cartesi_listApplications"]["params"]>();
    expectTypeOf<Methods["cartesi_listEpochs"]["params"]["status"]>().toEqualTypeOf<
      EpochStatus | undefined
    >();
  });
});

describe("entities", () => {
  test("are snake_case with hex integers, as on the wire", () => {
    expectTypeOf<Input["epoch_index"]>().toEqualTypeOf<`0x${string}`>();
    expectTypeOf<Input["status"]>().toEqualTypeOf<InputCompletionStatus>();
    expectTypeOf<Epoch["machine_hash"]>().toEqualTypeOf<`0x${string}` | null | undefined>();
    expectTypeOf<Application["execution_parameters"]["max_concurrent_inspects"]>().toBeNumber();
  });

  test("keys that some node versions leave out are optional", () => {
    type Required<entity, keys extends keyof entity> = Pick<entity, keys>;
    expectTypeOf<Required<Epoch, "index" | "status" | "virtual_index">>().toEqualTypeOf<{
      index: Hex;
      status: EpochStatus;
      virtual_index: Hex;
    }>();
    expectTypeOf<{
      index: Hex;
      first_block: Hex;
      last_block: Hex;
      input_index_lower_bound: Hex;
      input_index_upper_bound: Hex;
      status: EpochStatus;
      virtual_index: Hex;
      created_at: string;
      updated_at: string;
    }>().toExtend<Epoch>();
    expectTypeOf<
      Omit<Input, "transaction_reference" | "transaction_hash" | "decoded_data">
    >().toExtend<Input>();
    expectTypeOf<
      Omit<Application, "state" | "enabled" | "status" | "data_availability">
    >().toExtend<Application>();
  });

  test("enums take the known values and any other string", () => {
    expectTypeOf<"OVERFLOW">().toExtend<InputCompletionStatus>();
    expectTypeOf<"CLAIM_STAGED">().toExtend<EpochStatus>();
    expectTypeOf<"SOMETHING_NEWER">().toExtend<EpochStatus>();
    expectTypeOf<1>().not.toExtend<EpochStatus>();
  });

  test("a decoded output narrows on its type, by name or by selector", () => {
    const narrow = (output: DecodedOutput) => {
      switch (output.type) {
        case "Voucher":
        case "0x237a816f":
          expectTypeOf(output.value).toEqualTypeOf<`0x${string}`>();
          break;
        case "DelegateCallVoucher":
        case "0x10321e8b":
          expectTypeOf(output).not.toHaveProperty("value");
          break;
        default:
          expectTypeOf(output).toEqualTypeOf<{ type: "Notice" | "0xc258d6e5"; payload: Hex }>();
      }
    };
    expectTypeOf(narrow).toBeFunction();
  });

  test("epochStatuses lists the EpochStatus values", () => {
    expectTypeOf(epochStatuses[0]).toEqualTypeOf<"OPEN">();
    expectTypeOf<(typeof epochStatuses)[number]>().toExtend<EpochStatus>();
  });
});
