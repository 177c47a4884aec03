// @vitest-environment node
// React-free use, as on a server or in a script.
import { fileURLToPath } from "node:url";
import { testCommand } from "@cartesi/local-devnet";
import { getInput, listOutputs } from "@cartesi/viem";
import { QueryClient } from "@tanstack/query-core";
import { build } from "esbuild";
import { toHex } from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { application, node, nodeClient, publicClient, sendInput } from "../../test/node.js";
import * as query from "./index.js";

const nodeUrl = node.url;
let inputIndex: bigint;

beforeAll(async () => {
  inputIndex = await sendInput(testCommand({ notices: [toHex("query")] }));
});

describe("hashFn", () => {
  test("hashes bigints, keeps them apart from strings, and ignores key order", () => {
    expect(query.hashFn(["getInput", { inputIndex: 1n, nodeUrl }])).toBe(
      query.hashFn(["getInput", { nodeUrl, inputIndex: 1n }]),
    );
    expect(query.hashFn(["getInput", { inputIndex: 1n }])).not.toBe(
      query.hashFn(["getInput", { inputIndex: "1" }]),
    );
    expect(query.hashFn(["getInput", { inputIndex: 1n }])).not.toBe(
      query.hashFn(["getInput", { inputIndex: 2n }]),
    );
    expect(query.hashFn(["listOutputs", { epochIndex: undefined, nodeUrl }])).toBe(
      query.hashFn(["listOutputs", { nodeUrl }]),
    );
  });
});

describe("query keys", () => {
  test("are [action name, { ...parameters, nodeUrl }]", () => {
    expect(query.getInputQueryKey({ application, inputIndex, nodeUrl })).toStrictEqual([
      "getInput",
      { application, inputIndex, nodeUrl },
    ]);
    expect(
      query.listOutputsQueryKey({ application, outputType: "voucher", nodeUrl }),
    ).toStrictEqual(["listOutputs", { application, outputType: "voucher", nodeUrl }]);
    expect(query.getChainIdQueryKey({ nodeUrl })).toStrictEqual(["getChainId", { nodeUrl }]);
  });

  test("inspect's carries the node, the application, the payload (bytes as hex) and the count it follows", () => {
    const key = ["inspect", { application, payload: "0x0102", processedInputCount: 3n, nodeUrl }];
    expect(
      query.inspectQueryKey({
        application,
        payload: new Uint8Array([1, 2]),
        processedInputCount: 3n,
        nodeUrl,
      }),
    ).toStrictEqual(key);
    expect(
      query.hashFn(
        query.inspectQueryKey({ application, payload: "0x0102", nodeUrl, processedInputCount: 4n }),
      ),
    ).not.toBe(query.hashFn(key));
  });
});

// Any builder, seen from a table that feeds each one its own parameters.
type Builder = (
  client: typeof nodeClient,
  parameters: Record<string, unknown> & { nodeUrl: string },
) => { enabled: boolean; queryKey: unknown; queryKeyHashFn: unknown };

describe("query options", () => {
  const builders = (
    [
      [query.getApplicationQueryOptions, "getApplication", { application }],
      [query.listApplicationsQueryOptions, "listApplications", {}],
      [query.getChainIdQueryOptions, "getChainId", {}],
      [query.getEpochQueryOptions, "getEpoch", { application, epochIndex: 0n }],
      [query.listEpochsQueryOptions, "listEpochs", { application }],
      [query.getInputQueryOptions, "getInput", { application, inputIndex: 0n }],
      [query.listInputsQueryOptions, "listInputs", { application }],
      [query.getLastAcceptedEpochIndexQueryOptions, "getLastAcceptedEpochIndex", { application }],
      [query.getNodeVersionQueryOptions, "getNodeVersion", {}],
      [query.getOutputQueryOptions, "getOutput", { application, outputIndex: 0n }],
      [query.listOutputsQueryOptions, "listOutputs", { application }],
      [query.getProcessedInputCountQueryOptions, "getProcessedInputCount", { application }],
      [query.getReportQueryOptions, "getReport", { application, reportIndex: 0n }],
      [query.listReportsQueryOptions, "listReports", { application }],
      [query.waitForInputQueryOptions, "waitForInput", { application, inputIndex: 0n }],
      [query.inspectQueryOptions, "inspect", { application, payload: "0x01" }],
      [query.listWithdrawalsQueryOptions, "listWithdrawals", { application }],
      [query.getWithdrawalQueryOptions, "getWithdrawal", { application, accountIndex: 0n }],
    ] as const
  ).map(([builder, key, required]) => ({
    build: builder as Builder,
    key,
    required: required as Record<string, unknown>,
    name: builder.name,
  }));

  test.each(builders)(
    "$name is enabled only with its required parameters",
    ({ build, key, required }) => {
      const options = build(nodeClient, { ...required, nodeUrl });
      expect(options.enabled).toBe(true);
      expect(options.queryKey).toStrictEqual([key, { ...required, nodeUrl }]);
      expect(options.queryKeyHashFn).toBe(query.hashFn);
      for (const parameter of Object.keys(required)) {
        const partial = build(nodeClient, { ...required, [parameter]: undefined, nodeUrl });
        expect(partial.enabled).toBe(false);
      }
    },
  );

  test("fetch without React, and cache under their key", async () => {
    // The client-wide hash lets getQueryData and setQueryData take keys that hold bigints.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { queryKeyHashFn: query.hashFn } },
    });
    const inputOptions = query.getInputQueryOptions(nodeClient, {
      application,
      inputIndex,
      nodeUrl,
    });
    const input = await queryClient.fetchQuery(inputOptions);
    expect(input).toStrictEqual(await getInput(nodeClient, { application, inputIndex }));
    expect(queryClient.getQueryData(inputOptions.queryKey)).toBe(input);

    const outputs = await queryClient.fetchQuery(
      query.listOutputsQueryOptions(nodeClient, { application, inputIndex, nodeUrl }),
    );
    expect(outputs).toStrictEqual(await listOutputs(nodeClient, { application, inputIndex }));
    expect(outputs.data[0]?.decodedData).toStrictEqual({ type: "notice", payload: toHex("query") });
  });
});

describe("the withdrawal status queries", () => {
  const other = "0x0000000000000000000000000000000000000001";

  test("read the base layer alone: their keys carry its chain id, not a node", () => {
    const status = query.getWithdrawalStatusQueryOptions({
      publicClient,
      application,
      accountIndex: 0n,
    });
    expect(status.enabled).toBe(true);
    expect(status.queryKey).toStrictEqual([
      "getWithdrawalStatus",
      { application, accountIndex: 0n, chainId: publicClient.chain.id },
    ]);
    expect(query.getWithdrawalStatusQueryOptions({ application }).enabled).toBe(false);
    expect(query.getWithdrawalStatusQueryOptions({ publicClient }).enabled).toBe(false);
    const wait = query.waitForWithdrawalStatusQueryOptions({
      publicClient,
      application,
      status: "ready-to-withdraw",
    });
    expect(wait.enabled).toBe(true);
    expect(wait.queryKey).toStrictEqual([
      "waitForWithdrawalStatus",
      { application, status: "ready-to-withdraw", chainId: publicClient.chain.id },
    ]);
    expect(query.waitForWithdrawalStatusQueryOptions({ publicClient, application }).enabled).toBe(
      false,
    );
  });

  test("invalidateWithdrawalStatusQueries marks stale those of the application, by address or by name, and no other", async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { queryKeyHashFn: query.hashFn } },
    });
    const keys = {
      status: query.getWithdrawalStatusQueryKey({
        publicClient,
        application: application.toLowerCase() as typeof application,
      }),
      records: query.listWithdrawalsQueryKey({ application: "echo", nodeUrl }),
      record: query.getWithdrawalQueryKey({ application, accountIndex: 0n, nodeUrl }),
      otherApplication: query.getWithdrawalStatusQueryKey({ publicClient, application: other }),
      outputs: query.listOutputsQueryKey({ application, nodeUrl }),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    await query.invalidateWithdrawalStatusQueries(queryClient, { application });
    const invalidated = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [
        name,
        queryClient.getQueryState(key)?.isInvalidated,
      ]),
    );
    expect(invalidated).toStrictEqual({
      status: true,
      records: true,
      record: true,
      otherApplication: false,
      outputs: false,
    });
  });
});

test("@cartesi/wagmi/query imports no React", async () => {
  const { metafile } = await build({
    entryPoints: [fileURLToPath(new URL("./index.ts", import.meta.url))],
    bundle: true,
    packages: "external",
    write: false,
    metafile: true,
    format: "esm",
    logLevel: "silent",
  });
  const imported = Object.values(metafile.inputs).flatMap((input) =>
    input.imports.filter((item) => item.external).map((item) => item.path),
  );
  expect([...new Set(imported)].sort()).toStrictEqual(["@cartesi/viem"]);
});

describe("the refund status queries", () => {
  const other = "0x0000000000000000000000000000000000000001";
  const input = "0x1234" as const;

  test("read the base layer: their keys carry its chain id, and the node URL only when the node serves the input", () => {
    const status = query.getRefundStatusQueryOptions({
      publicClient,
      application,
      inputIndex: 3n,
      input,
      nodeUrl,
    });
    expect(status.enabled).toBe(true);
    expect(status.queryKey).toStrictEqual([
      "getRefundStatus",
      { application, inputIndex: 3n, input, chainId: publicClient.chain.id },
    ]);
    const fromNode = query.getRefundStatusQueryOptions({
      publicClient,
      application,
      inputIndex: 3n,
      node: nodeClient,
      nodeUrl,
    });
    expect(fromNode.enabled).toBe(true);
    expect(fromNode.queryKey).toStrictEqual([
      "getRefundStatus",
      { application, inputIndex: 3n, nodeUrl, chainId: publicClient.chain.id },
    ]);
    // Without the input or a node to read it from, nothing to ask.
    expect(
      query.getRefundStatusQueryOptions({ publicClient, application, inputIndex: 3n }).enabled,
    ).toBe(false);
    expect(query.getRefundStatusQueryOptions({ publicClient, application, input }).enabled).toBe(
      false,
    );
    const wait = query.waitForRefundStatusQueryOptions({
      publicClient,
      application,
      inputIndex: 3n,
      input,
      status: "refunded",
    });
    expect(wait.enabled).toBe(true);
    expect(wait.queryKey).toStrictEqual([
      "waitForRefundStatus",
      { application, inputIndex: 3n, input, status: "refunded", chainId: publicClient.chain.id },
    ]);
    expect(
      query.waitForRefundStatusQueryOptions({ publicClient, application, inputIndex: 3n, input })
        .enabled,
    ).toBe(false);
  });

  test("invalidateRefundStatusQueries marks stale those of the application (and input), and no other", async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { queryKeyHashFn: query.hashFn } },
    });
    const keys = {
      status: query.getRefundStatusQueryKey({
        publicClient,
        application: application.toLowerCase() as typeof application,
        inputIndex: 3n,
        input,
      }),
      wait: query.waitForRefundStatusQueryKey({
        publicClient,
        application,
        inputIndex: 3n,
        nodeUrl,
        status: "refundable",
      }),
      otherInput: query.getRefundStatusQueryKey({
        publicClient,
        application,
        inputIndex: 4n,
        input,
      }),
      otherApplication: query.getRefundStatusQueryKey({
        publicClient,
        application: other,
        inputIndex: 3n,
        input,
      }),
      withdrawal: query.getWithdrawalStatusQueryKey({ publicClient, application }),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    await query.invalidateRefundStatusQueries(queryClient, { application, inputIndex: 3n });
    const invalidated = () =>
      Object.fromEntries(
        Object.entries(keys).map(([name, key]) => [
          name,
          queryClient.getQueryState(key)?.isInvalidated,
        ]),
      );
    expect(invalidated()).toStrictEqual({
      status: true,
      wait: true,
      otherInput: false,
      otherApplication: false,
      withdrawal: false,
    });
    await query.invalidateRefundStatusQueries(queryClient, { application });
    expect(invalidated()).toMatchObject({ otherInput: true, otherApplication: false });
  });
});
