import { createPublicClient, http } from "viem";
import { expect, inject, test } from "vitest";
import { type Generation, startChain } from "./index.ts";

test("generations are v2, v3, v3-alpha.9, each at most once", async () => {
  await expect(startChain({ generations: [] })).rejects.toThrow(TypeError);
  await expect(startChain({ generations: ["v3", "v3"] })).rejects.toThrow(TypeError);
  await expect(startChain({ generations: ["v4" as Generation] })).rejects.toThrow(
    /"v2", "v3", "v3-alpha.9"/,
  );
});

test("by default, the chain holds 3.0.0-alpha.9 only; with a block time, it deploys at once and then mines on its own", {
  timeout: 120_000,
}, async () => {
  const chain = await startChain({ blockTime: 1 });
  try {
    const client = createPublicClient({ transport: http(chain.url), cacheTime: 0 });
    expect(chain.generation).toBe("v3-alpha.9");
    expect(Object.keys(chain.generations)).toStrictEqual(["v3-alpha.9"]);
    expect(chain.application.generation).toBe("v3-alpha.9");
    expect(chain.release).toBe("3.0.0-alpha.9");
    // The same addresses as on the shared chain, which holds every generation.
    const shared = inject("chain");
    expect(chain.tokens).toStrictEqual(shared.tokens);
    const sharedAlpha9 = shared.generations["v3-alpha.9"]!;
    expect(chain.generations["v3-alpha.9"]).toStrictEqual({
      ...sharedAlpha9,
      application: {
        ...sharedAlpha9.application,
        deploymentBlock: chain.application.deploymentBlock,
      },
    });
    const deployed = await client.getBlockNumber();
    expect(deployed).toBe(chain.application.deploymentBlock);
    await expect
      .poll(() => client.getBlockNumber(), { timeout: 5_000, interval: 100 })
      .toBeGreaterThanOrEqual(deployed + 2n);
  } finally {
    await chain.stop();
  }
});
