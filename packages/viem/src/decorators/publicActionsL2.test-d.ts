import { createClient, http } from "viem";
import { describe, expectTypeOf, test } from "vitest";
import { createCartesiPublicClient } from "../clients/createCartesiPublicClient.js";
import type { Application } from "../types/application.js";
import type { Epoch } from "../types/epoch.js";
import type { Input } from "../types/input.js";
import type { Output } from "../types/output.js";
import type { Paginated } from "../types/pagination.js";
import type { Report } from "../types/report.js";
import { publicActionsL2 } from "./publicActionsL2.js";

const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });

describe("publicActionsL2", () => {
  test("adds every read action with its parameters and return type", () => {
    expectTypeOf(client.getApplication).parameter(0).toEqualTypeOf<{ application: string }>();
    expectTypeOf(client.getApplication).returns.resolves.toEqualTypeOf<Application>();
    expectTypeOf(client.listApplications).returns.resolves.toEqualTypeOf<Paginated<Application>>();
    expectTypeOf(client.getEpoch).returns.resolves.toEqualTypeOf<Epoch>();
    expectTypeOf(client.listEpochs).returns.resolves.toEqualTypeOf<Paginated<Epoch>>();
    expectTypeOf(client.getInput).returns.resolves.toEqualTypeOf<Input>();
    expectTypeOf(client.listInputs).returns.resolves.toEqualTypeOf<Paginated<Input>>();
    expectTypeOf(client.getOutput).returns.resolves.toEqualTypeOf<Output>();
    expectTypeOf(client.listOutputs).returns.resolves.toEqualTypeOf<Paginated<Output>>();
    expectTypeOf(client.getReport).returns.resolves.toEqualTypeOf<Report>();
    expectTypeOf(client.listReports).returns.resolves.toEqualTypeOf<Paginated<Report>>();
    expectTypeOf(client.getProcessedInputCount).returns.resolves.toEqualTypeOf<bigint>();
    expectTypeOf(client.getLastAcceptedEpochIndex).returns.resolves.toEqualTypeOf<bigint>();
    expectTypeOf(client.getNodeChainId).returns.resolves.toEqualTypeOf<number>();
    expectTypeOf(client.getNodeVersion).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(client.waitForInput).returns.resolves.toEqualTypeOf<Input>();
    expectTypeOf(client.inspect({ application: "echo", payload: "0x" })).resolves.toHaveProperty(
      "reports",
    );
  });

  test("parameters are camelCase, bigints and typed filters", () => {
    client.listOutputs({ application: "echo", outputType: "voucher", epochIndex: 1n, limit: 10 });
    client.listOutputs({ application: "echo", outputType: "0x237a816f" });
    // @ts-expect-error the wire's snake_case keys are not parameters
    client.listOutputs({ application: "echo", epoch_index: "0x1" });
    // @ts-expect-error indices are bigints
    client.getInput({ application: "echo", inputIndex: 1 });
    // A status newer nodes add is accepted as it is.
    client.listEpochs({ application: "echo", status: "CLAIM_STAGED" });
    // @ts-expect-error status is a string
    client.listEpochs({ application: "echo", status: 3 });
    // @ts-expect-error application is required
    client.getInput({ inputIndex: 1n });
  });

  test("extends any viem client pointed at the node", () => {
    const extended = createClient({ transport: http("http://127.0.0.1:6751/rpc") }).extend(
      publicActionsL2(),
    );
    expectTypeOf(extended.getInput).returns.resolves.toEqualTypeOf<Input>();
  });

  test("outputs are a discriminated union", () => {
    const output = {} as Output;
    if (output.decodedData.type === "voucher") {
      expectTypeOf(output.decodedData.value).toEqualTypeOf<bigint>();
      expectTypeOf(output.decodedData.destination).toEqualTypeOf<`0x${string}`>();
    }
    if (output.decodedData.type === "notice") {
      // @ts-expect-error a notice has no destination
      output.decodedData.destination;
    }
  });
});
