import { createPublicClient, http } from "viem";
import { expect, inject, test } from "vitest";
import { type Generation, historyBlocks, startChain } from "./index.ts";

test("generations are v2, v3, v3-alpha.9, each at most once", async () => {
  await expect(startChain({ generations: [] })).rejects.toThrow(TypeError);
  await expect(startChain({ generations: ["v3", "v3"] })).rejects.toThrow(TypeError);
  await expect(startChain({ generations: ["v4" as Generation] })).rejects.toThrow(
    /"v2", "v3", "v3-alpha.9"/,
  );
});

test("by default, the chain holds 3.0.0-alpha.9 only; with a block time, it deploys at once, then mines on its own after a history at its pace", {
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
    const started = await client.getBlock();
    // The deployment's blocks lie behind a history of blocks a second apart, up to now.
    expect(started.number - chain.application.deploymentBlock).toBeGreaterThanOrEqual(
      BigInt(historyBlocks - 10),
    );
    // The history's blocks are exactly a block time apart, however long anvil took to mine them:
    // those from 190 to 10 blocks back (the chain may have mined a block or two on its clock
    // since, paced by the wall clock).
    const [back, recent] = await Promise.all(
      [historyBlocks - 10, 10].map((behind) =>
        client.getBlock({ blockNumber: started.number - BigInt(behind) }),
      ),
    );
    expect(recent!.timestamp - back!.timestamp).toBe(BigInt(historyBlocks - 20));
    expect(Math.abs(Number(started.timestamp) - Date.now() / 1000)).toBeLessThan(3);
    await expect
      .poll(() => client.getBlockNumber(), { timeout: 5_000, interval: 100 })
      .toBeGreaterThanOrEqual(started.number + 2n);
    // At the same pace after it, within the second a timestamp rounds to.
    const later = await client.getBlock();
    expect(
      Math.abs(Number(later.timestamp - started.timestamp - (later.number - started.number))),
    ).toBeLessThanOrEqual(1);
  } finally {
    await chain.stop();
  }
});
