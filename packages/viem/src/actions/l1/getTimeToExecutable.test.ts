// How the block time is measured when the chain does not define one, on an anvil of its own whose
// block timestamps the test sets: bursts of blocks mined at once, beside a steady pace.
import { type Anvil, startAnvil } from "@rollups-ts/chain";
import { createPublicClient, http, type PublicClient, toHex } from "viem";
import { afterAll, beforeAll, expect, test } from "vitest";
import { medianBlockTime } from "./getTimeToExecutable.js";

let anvil: Anvil;
let client: PublicClient;
beforeAll(async () => {
  anvil = await startAnvil();
  client = createPublicClient({ transport: http(anvil.url), cacheTime: 0 });
});
afterAll(() => anvil?.stop());

/** Mines `count` blocks `interval` seconds apart (0: in the same second), in one request. */
const mineBlocks = (count: number, interval: number) =>
  client.request({
    method: "anvil_mine" as "eth_chainId",
    params: [toHex(count), toHex(interval)] as never,
  });

async function measure(sample: bigint) {
  const head = await client.getBlock();
  const back = await client.getBlock({ blockNumber: head.number - sample });
  return {
    median: await medianBlockTime(head, sample, (blockNumber) => client.getBlock({ blockNumber })),
    mean: Number(head.timestamp - back.timestamp) / Number(sample),
  };
}

test("a burst of blocks in fewer than half of the sample does not move the block time", async () => {
  // A chain deploying its contracts at once (in the second or two they take), then mining a block
  // every 3 s: the mean over the last 100 blocks is about 2.1 s, the median of the runs' means 3.
  await mineBlocks(30, 0);
  await mineBlocks(70, 3);
  const young = await measure(100n);
  expect(young.median).toBe(3);
  expect(young.mean).toBeLessThan(2.2);
  // ...and later blocks mined at once in the middle of its pace: the mean about 2.4 s.
  await mineBlocks(10, 3);
  await mineBlocks(20, 0);
  await mineBlocks(70, 3);
  const later = await measure(100n);
  expect(later.median).toBe(3);
  expect(later.mean).toBeLessThan(2.5);
});

test("a steady pace below a second per block, as timestamps in whole seconds show it", async () => {
  // Four blocks a second: three in a second, the fourth a second later.
  for (let second = 0; second < 25; second++) {
    await mineBlocks(3, 0);
    await mineBlocks(1, 1);
  }
  expect((await measure(100n)).median).toBe(0.25);
});

test("fewer blocks than the sample: measured over the chain's blocks", async () => {
  const fresh = await startAnvil();
  try {
    const freshClient = createPublicClient({ transport: http(fresh.url), cacheTime: 0 });
    await freshClient.request({
      method: "anvil_mine" as "eth_chainId",
      params: [toHex(3), toHex(2)] as never,
    });
    const head = await freshClient.getBlock();
    expect(
      await medianBlockTime(head, 100n, (blockNumber) => freshClient.getBlock({ blockNumber })),
    ).toBe(2);
    const genesis = await freshClient.getBlock({ blockNumber: 0n });
    expect(await medianBlockTime(genesis, 100n, () => Promise.reject(new Error("no block")))).toBe(
      0,
    );
  } finally {
    await fresh.stop();
  }
});
