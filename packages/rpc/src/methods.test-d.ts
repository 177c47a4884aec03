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
} from "./types.js";

describe("Methods", () => {
  test("has the fourteen node methods", () => {
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
    expectTypeOf<Epoch["machine_hash"]>().toEqualTypeOf<`0x${string}` | null>();
    expectTypeOf<Application["execution_parameters"]["max_concurrent_inspects"]>().toBeNumber();
  });

  test("fields newer nodes add are optional", () => {
    expectTypeOf<Epoch>().toHaveProperty("tournament_address");
    expectTypeOf<
      Omit<Epoch, "commitment" | "commitment_proof" | "tournament_address">
    >().toExtend<Epoch>();
  });

  test("a decoded output narrows on its type", () => {
    const narrow = (output: DecodedOutput) => {
      if (output.type === "0x237a816f") expectTypeOf(output.value).toEqualTypeOf<`0x${string}`>();
      else if (output.type === "0x10321e8b") expectTypeOf(output).not.toHaveProperty("value");
      else expectTypeOf(output).toEqualTypeOf<{ type: "0xc258d6e5"; payload: Hex }>();
    };
    expectTypeOf(narrow).toBeFunction();
  });

  test("epochStatuses lists the EpochStatus values", () => {
    expectTypeOf(epochStatuses[0]).toEqualTypeOf<"OPEN">();
    expectTypeOf<(typeof epochStatuses)[number]>().toEqualTypeOf<EpochStatus>();
  });
});
