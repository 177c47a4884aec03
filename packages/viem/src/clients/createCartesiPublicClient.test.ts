import { http } from "viem";
import { expect, test } from "vitest";
import { node } from "../../test/node.js";
import { createCartesiPublicClient } from "./createCartesiPublicClient.js";

test("a client for the node, with viem's transport options (batching here)", async () => {
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
  const [chainId, version] = await Promise.all([client.getNodeChainId(), client.getNodeVersion()]);
  expect(chainId).toBe(31337);
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
  expect(bodies).toHaveLength(1);
  expect(Array.isArray(bodies[0])).toBe(true);
});
