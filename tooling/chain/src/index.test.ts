import { createPublicClient, http } from "viem";
import { expect, test } from "vitest";
import { startChain } from "./index.ts";

test("generations are v2, v3 or both, each once", async () => {
  await expect(startChain({ generations: [] })).rejects.toThrow(TypeError);
  await expect(startChain({ generations: ["v3", "v3"] })).rejects.toThrow(TypeError);
});

test("by default, the chain holds v3 only; with a block time, it deploys at once and then mines on its own", {
  timeout: 120_000,
}, async () => {
  const chain = await startChain({ blockTime: 1 });
  try {
    const client = createPublicClient({ transport: http(chain.url), cacheTime: 0 });
    expect(chain.generation).toBe("v3");
    expect(Object.keys(chain.generations)).toStrictEqual(["v3"]);
    expect(chain.application.generation).toBe("v3");
    const deployed = await client.getBlockNumber();
    expect(deployed).toBe(chain.application.deploymentBlock);
    await expect
      .poll(() => client.getBlockNumber(), { timeout: 5_000, interval: 100 })
      .toBeGreaterThanOrEqual(deployed + 2n);
  } finally {
    await chain.stop();
  }
});
