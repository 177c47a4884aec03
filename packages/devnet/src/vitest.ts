import { type ChainInfo, type Generation, mine, startChain } from "@rollups-ts/chain";
import { createPublicClient, http } from "viem";
import type { TestProject } from "vitest/node";
import { type Dialect, isDialect } from "./dialect.ts";
import { startNode } from "./node.ts";

declare module "vitest" {
  export interface ProvidedContext {
    chain: ChainInfo;
    /**
     * `url` answers in the project's dialect; `urls` in each dialect the node speaks, that of its
     * application's generation (R for v2, I for v3 3.0.0-alpha.5, N for `v3-alpha.9`).
     */
    node: { url: string; urls: Partial<Record<Dialect, string>>; generation: Generation };
  }
}

/** The generations of each dialect's chain, the one its node follows first. */
const projectGenerations: Record<Dialect, readonly Generation[]> = {
  N: ["v3-alpha.9", "v2", "v3"],
  I: ["v3", "v2"],
  R: ["v2", "v3"],
};

/**
 * Vitest global setup: one local chain and one local node following it for the run, given to
 * tests as `inject("chain")` and `inject("node")`. The project's `NODE_DIALECT` (N by default)
 * picks the pairing users meet, each dialect on the contracts its nodes read: N gets a chain with
 * every generation (3.0.0-alpha.9 primary, v2.2 and 3.0.0-alpha.5 beside it) and a node following
 * the 3.0.0-alpha.9 application; I a chain with 3.0.0-alpha.5 primary and v2.2, the node following
 * the 3.0.0-alpha.5 application; R a chain with v2.2 primary and 3.0.0-alpha.5, the node following
 * the v2.2 application. Tests keep independent with `snapshot`/`revert`; the node rebuilds itself
 * after a revert, and mines the blocks a staged v3 claim waits for.
 */
export default async function setup(project: TestProject) {
  const requested = project.config.env?.NODE_DIALECT ?? process.env.NODE_DIALECT ?? "N";
  if (!isDialect(requested))
    throw new TypeError(`NODE_DIALECT must be R, I or N, got ${JSON.stringify(requested)}`);
  const dialect: Dialect = requested;
  const { stop: stopChain, ...chain } = await startChain({
    generations: projectGenerations[dialect],
  });
  let node: Awaited<ReturnType<typeof startNode>>;
  try {
    // Tests start at an epoch's first block: the inputs a test sends in a row share an epoch.
    const client = createPublicClient({ transport: http(chain.url) });
    const head = await client.getBlockNumber();
    const { epochLength } = chain.application;
    if (head % epochLength !== 0n) await mine(client, Number(epochLength - (head % epochLength)));
    node = await startNode({ chain, dialect, mineStagingBlocks: true });
  } catch (error) {
    await stopChain();
    throw error;
  }
  project.provide("chain", chain);
  project.provide("node", { url: node.url, urls: node.urls, generation: node.generation });
  return async () => {
    await node.stop();
    await stopChain();
  };
}
