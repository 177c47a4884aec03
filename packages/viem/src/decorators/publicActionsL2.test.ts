import { createPublicClient, custom } from "viem";
import { expect, test } from "vitest";
import { publicActionsL2 } from "./publicActionsL2.js";

test("extending a viem public client keeps what its own methods do", async () => {
  const methods: string[] = [];
  // Answers any request with a chain id, and records which JSON-RPC method was asked.
  const transport = custom({
    request: async ({ method }: { method: string }) => {
      methods.push(method);
      return method === "cartesi_getChainId" ? { data: "0x1" } : "0x7a69";
    },
  });
  const plain = createPublicClient({ transport });
  const extended = plain.extend(publicActionsL2());

  expect(extended.getChainId).toBe(plain.getChainId);
  expect(await extended.getChainId()).toBe(31337);
  expect(methods).toEqual(["eth_chainId"]);

  expect(await extended.getNodeChainId()).toBe(1);
  expect(methods).toEqual(["eth_chainId", "cartesi_getChainId"]);

  const own = Object.keys(publicActionsL2()(plain));
  const clash = own.filter((name) => name in plain);
  expect(clash, "publicActionsL2 replaces these methods of a viem public client").toEqual([]);
});
