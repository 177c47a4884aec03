import { type ChainInfo, type Generation, mine, startChain } from "@rollups-ts/chain";
import { createPublicClient, http } from "viem";
import type { TestProject } from "vitest/node";
import { type Dialect, dialectGeneration, isDialect } from "./dialect.ts";
import { startNode } from "./node.ts";

declare module "vitest" {
  export interface ProvidedContext {
    chain: ChainInfo;
    /**
     * `url` answers in the project's dialect; `urls` in each dialect the node speaks, those of its
     * application's generation (N for v3; R and I for v2).
     */
    node: { url: string; urls: Partial<Record<Dialect, string>>; generation: Generation };
  }
}

/**
 * Vitest global setup: one local chain and one local node following it for the run, given to
 * tests as `inject("chain")` and `inject("node")`. The project's `NODE_DIALECT` (N by default)
 * picks the pairing users meet: N gets a chain with both generations, v3 primary, and a node
 * following the v3 application; R and I a chain with both, v2 primary, and a node following the
 * v2 application. Tests keep independent with `snapshot`/`revert`; the node rebuilds itself after
 * a revert, and mines the blocks a staged v3 claim waits for.
 */
export default async function setup(project: TestProject) {
  const requested = project.config.env?.NODE_DIALECT ?? process.env.NODE_DIALECT ?? "N";
  if (!isDialect(requested))
    throw new TypeError(`NODE_DIALECT must be R, I or N, got ${JSON.stringify(requested)}`);
  const dialect: Dialect = requested;
  const generation = dialectGeneration(dialect);
  const { stop: stopChain, ...chain } = await startChain({
    generations: generation === "v3" ? ["v3", "v2", "v3-alpha.9"] : ["v2", "v3", "v3-alpha.9"],
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
