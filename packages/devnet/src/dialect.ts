/**
 * The three wire dialects of the node's JSON-RPC API that v2 nodes in use speak:
 * - `R`: node 2.0.0-alpha.8 to alpha.11 (`state`, `transaction_reference`, `-32001` for anything missing);
 * - `I`: node 2.0.0-alpha.12 (`enabled` + `status`, `transaction_hash` + `log_index`, staged and foreclosed epochs);
 * - `N`: node 2.0.0-alpha.13 and later (outputs root replaced by machine memory blocks, `-31001`/`-31002`,
 *   batch limits, `cartesi_getNodeInfo`).
 */
import type { Generation } from "@rollups-ts/chain";

export type Dialect = "R" | "I" | "N";

export const dialects: readonly Dialect[] = ["R", "I", "N"];

/** The default dialect of the local node: the newest. */
export const defaultDialect: Dialect = "N";

/**
 * The dialect of the nodes that read each contract generation: nodes up to 2.0.0-alpha.11 (R) read
 * v2.x, alpha.12 (I) the v3 contracts up to 3.0.0-alpha.6, alpha.13 and later (N) those from
 * 3.0.0-alpha.7 on.
 */
export const generationDialects: Record<Generation, readonly Dialect[]> = {
  v2: ["R"],
  v3: ["I"],
  "v3-alpha.9": ["N"],
};

/** The contract generation the nodes of a dialect read. */
export const dialectGeneration = (dialect: Dialect): Generation =>
  dialect === "N" ? "v3-alpha.9" : dialect === "I" ? "v3" : "v2";

/** The node release each dialect stands for, tagged as the local node's (`+local`). */
export const dialectNodeVersions: Record<Dialect, string> = {
  R: "2.0.0-alpha.10+local",
  I: "2.0.0-alpha.12+local",
  N: "2.0.0-alpha.13+local",
};

/** The version the local node reports in its default dialect. */
export const localNodeVersion = dialectNodeVersions[defaultDialect];

export function isDialect(value: unknown): value is Dialect {
  return dialects.includes(value as Dialect);
}
