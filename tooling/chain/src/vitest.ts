import type { TestProject } from "vitest/node";
import { type ChainInfo, startChain } from "./index.ts";

declare module "vitest" {
  export interface ProvidedContext {
    chain: ChainInfo;
  }
}

/**
 * Vitest global setup: one local chain for the run with every contract generation (v2 primary,
 * then v3 3.0.0-alpha.5 and 3.0.0-alpha.9), given to tests as `inject("chain")`. Tests keep
 * independent with `snapshot`/`revert`.
 */
export default async function setup(project: TestProject) {
  const { stop, ...info } = await startChain({ generations: ["v2", "v3", "v3-alpha.9"] });
  project.provide("chain", info);
  return stop;
}
