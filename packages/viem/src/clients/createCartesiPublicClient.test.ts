import { http } from "viem";
import { expect, test } from "vitest";
import { dialect, node } from "../../test/node.js";
import { createCartesiPublicClient } from "./createCartesiPublicClient.js";

test("a client for the node, with viem's transport options (batching here, which nodes answer from 2.0.0-alpha.13 on)", async () => {
  const bodies: unknown[] = [];
  const client = createCartesiPublicClient({
    transport: http(node.url, {
      batch: true,
      onFetchRequest: async (request) => {
        bodies.push(await request.clone().json());
      },
    }),
  });
  expect(client.type).toBe("cartesiPublicClient");
  const reads = Promise.all([client.getNodeChainId(), client.getNodeVersion()]);
  if (dialect === "N") {
    const [chainId, version] = await reads;
    expect(chainId).toBe(31337);
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  }
  // Older nodes read one request per body: a batch gets a plain-text HTTP 400.
  else await expect(reads).rejects.toMatchObject({ name: "HttpRequestError", status: 400 });
  expect(bodies).toHaveLength(1);
  expect(Array.isArray(bodies[0])).toBe(true);
});
