import { createPublicClient, http } from "viem";
import { expect, test } from "vitest";
import { startChain } from "./index.ts";

test("with a block time, the chain deploys at once and then mines on its own", {
  timeout: 120_000,
}, async () => {
  const chain = await startChain({ blockTime: 1 });
  try {
    const client = createPublicClient({ transport: http(chain.url), cacheTime: 0 });
    const deployed = await client.getBlockNumber();
    expect(deployed).toBe(chain.application.deploymentBlock);
    await expect
      .poll(() => client.getBlockNumber(), { timeout: 5_000, interval: 100 })
      .toBeGreaterThanOrEqual(deployed + 2n);
  } finally {
    await chain.stop();
  }
});
