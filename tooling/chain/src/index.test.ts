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
    let head = deployed;
    for (let attempt = 0; attempt < 50 && head < deployed + 2n; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      head = await client.getBlockNumber();
    }
    expect(head).toBeGreaterThanOrEqual(deployed + 2n);
  } finally {
    await chain.stop();
  }
});
