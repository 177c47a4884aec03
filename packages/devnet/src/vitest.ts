import { type ChainInfo, startChain } from "@rollups-ts/chain";
import type { TestProject } from "vitest/node";
import type { Dialect } from "./dialect.ts";
import { startNode } from "./node.ts";

declare module "vitest" {
  export interface ProvidedContext {
    chain: ChainInfo;
    /** `url` answers in the default dialect (N); `urls` in each. */
    node: { url: string; urls: Record<Dialect, string> };
  }
}

/**
 * Vitest global setup: one local chain and one local node following it for the
 * run, given to tests as `inject("chain")` and `inject("node")`. Tests keep
 * independent with `snapshot`/`revert`; the node rebuilds itself after a revert.
 */
export default async function setup(project: TestProject) {
  const { stop: stopChain, ...chain } = await startChain();
  let node: Awaited<ReturnType<typeof startNode>>;
  try {
    node = await startNode({ chain });
  } catch (error) {
    await stopChain();
    throw error;
  }
  project.provide("chain", chain);
  project.provide("node", { url: node.url, urls: node.urls });
  return async () => {
    await node.stop();
    await stopChain();
  };
}
