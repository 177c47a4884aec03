import type { Input, Output, Paginated } from "@cartesi/viem";
import { QueryClient, useQuery } from "@tanstack/react-query";
import { createClient, http } from "viem";
import { describe, expectTypeOf, test } from "vitest";
import { getInputQueryKey, getInputQueryOptions } from "./getInput.js";
import { type ListOutputsQueryKey, listOutputsQueryOptions } from "./listOutputs.js";

const nodeUrl = "http://127.0.0.1:6751/rpc";
const client = createClient({ transport: http(nodeUrl) });

describe("query options", () => {
  test("type useQuery's data, with select inferred", () => {
    const options = listOutputsQueryOptions(client, { application: "echo", nodeUrl });
    expectTypeOf(useQuery(options).data).toEqualTypeOf<Paginated<Output> | undefined>();
    const count = useQuery({ ...options, select: (page) => page.data.length });
    expectTypeOf(count.data).toEqualTypeOf<number | undefined>();
  });

  test("tag their key with the data, for the QueryClient", async () => {
    const queryClient = new QueryClient();
    const options = getInputQueryOptions(client, { application: "echo", inputIndex: 0n, nodeUrl });
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<Input | undefined>();
    expectTypeOf(await queryClient.fetchQuery(options)).toEqualTypeOf<Input>();
  });

  test("need the node URL, and keep the action's parameter types", () => {
    // @ts-expect-error every key carries the node URL
    getInputQueryOptions(client, { application: "echo", inputIndex: 0n });
    // @ts-expect-error indices are bigints
    getInputQueryOptions(client, { application: "echo", inputIndex: 0, nodeUrl });
  });
});

describe("query keys", () => {
  test("are a tuple of the action name and the parameters with the node URL", () => {
    expectTypeOf(
      getInputQueryKey({ application: "echo", inputIndex: 0n, nodeUrl })[0],
    ).toEqualTypeOf<"getInput">();
    expectTypeOf<ListOutputsQueryKey[1]["nodeUrl"]>().toEqualTypeOf<string>();
    expectTypeOf<ListOutputsQueryKey[1]["epochIndex"]>().toEqualTypeOf<bigint | undefined>();
  });
});
