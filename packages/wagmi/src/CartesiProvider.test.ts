import { localNodeVersion, type RollupsNode, startNode } from "@cartesi/local-devnet";
import { createCartesiPublicClient } from "@cartesi/viem";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { type Client, createClient, custom, http, isAddressEqual } from "viem";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { application, chain, createQueryClient, node, providers } from "../test/node.js";
import { CartesiProvider } from "./CartesiProvider.js";
import { CartesiProviderNotFoundError, NodeUrlNotFoundError } from "./errors.js";
import { useApplication } from "./hooks/useApplication.js";
import { useNodeVersion } from "./hooks/useNodeVersion.js";

function withClient(client: Client, nodeUrl?: string) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(CartesiProvider, { client, nodeUrl }, children),
    );
  return { queryClient, wrapper };
}

describe("CartesiProvider", () => {
  test("from a node URL: hooks read that node and their keys carry the URL", async () => {
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useNodeVersion(), { wrapper: providers(queryClient) });
    await waitFor(() => expect(result.current.data).toBe(localNodeVersion));
    expect(queryClient.getQueryCache().getAll()[0]?.queryKey).toStrictEqual([
      "getNodeVersion",
      { nodeUrl: node.url },
    ]);
  });

  test("from a ready client: the node URL comes from its transport", async () => {
    const client = createCartesiPublicClient({ transport: http(node.url) });
    const { queryClient, wrapper } = withClient(client);
    const { result } = renderHook(() => useNodeVersion(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(localNodeVersion));
    expect(queryClient.getQueryCache().getAll()[0]?.queryKey).toStrictEqual([
      "getNodeVersion",
      { nodeUrl: node.url },
    ]);
  });

  test("from a client without a URL: the given node URL names it", async () => {
    const transport = http(node.url)({});
    const client = createClient({ transport: custom({ request: transport.request }) });
    const { queryClient, wrapper } = withClient(client, "urn:local-node");
    const { result } = renderHook(() => useNodeVersion(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(localNodeVersion));
    expect(queryClient.getQueryCache().getAll()[0]?.queryKey).toStrictEqual([
      "getNodeVersion",
      { nodeUrl: "urn:local-node" },
    ]);
  });

  test("a client without a URL and no nodeUrl is refused", () => {
    const client = createClient({ transport: custom({ request: async () => null }) });
    const { wrapper } = withClient(client);
    expect(() => renderHook(() => useNodeVersion(), { wrapper })).toThrow(NodeUrlNotFoundError);
  });

  test("a hook outside the provider names itself", () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    expect(() => renderHook(() => useNodeVersion(), { wrapper })).toThrow(
      CartesiProviderNotFoundError,
    );
    expect(() => renderHook(() => useNodeVersion(), { wrapper })).toThrow(
      "`useNodeVersion` must be used within `CartesiProvider`.",
    );
  });
});

describe("two providers with different node URLs", () => {
  let second: RollupsNode;

  beforeAll(async () => {
    // A second node on the same chain that answers differently: another name, another version.
    second = await startNode({
      chain,
      applicationName: "second",
      nodeVersion: "2.0.0-second",
      // Its claims race those of the first node, which wins; the refusals are expected.
      onError: () => {},
    });
  });

  afterAll(async () => {
    await second.stop();
  });

  test("never share cache entries, even under one QueryClient", async () => {
    const queryClient = createQueryClient();
    const hooks = () => ({
      version: useNodeVersion(),
      application: useApplication({ application }),
    });
    const first = renderHook(hooks, { wrapper: providers(queryClient, node.url) });
    const other = renderHook(hooks, { wrapper: providers(queryClient, second.url) });
    await waitFor(() => {
      expect(first.result.current.application.data?.name).toBe("echo");
      expect(other.result.current.application.data?.name).toBe("second");
    });
    expect(first.result.current.version.data).toBe(localNodeVersion);
    expect(other.result.current.version.data).toBe("2.0.0-second");
    expect(
      isAddressEqual(other.result.current.application.data!.applicationAddress, application),
    ).toBe(true);

    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys).toHaveLength(4);
    expect(keys).toContainEqual(["getNodeVersion", { nodeUrl: node.url }]);
    expect(keys).toContainEqual(["getNodeVersion", { nodeUrl: second.url }]);
    expect(keys).toContainEqual(["getApplication", { application, nodeUrl: node.url }]);
    expect(keys).toContainEqual(["getApplication", { application, nodeUrl: second.url }]);
  });

  test("the same node URL shares the entry", async () => {
    const queryClient = createQueryClient();
    const one = renderHook(() => useNodeVersion(), { wrapper: providers(queryClient) });
    const two = renderHook(() => useNodeVersion(), { wrapper: providers(queryClient) });
    await waitFor(() => {
      expect(one.result.current.data).toBe(localNodeVersion);
      expect(two.result.current.data).toBe(localNodeVersion);
    });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });
});
