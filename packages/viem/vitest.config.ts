import { defineConfig } from "vitest/config";
import { dialectProject, reporters } from "../../vitest.shared.ts";

/** The reads: each of these files runs against the local node in every dialect. */
const reads = [
  "src/actions/l2/**/*.test.ts",
  "src/clients/*.test.ts",
  // The docs pages' Errors tables, against what each node version answers.
  "src/errors-tables.test.ts",
];
/** The base-layer actions: against a v3 application (N) and a v2 one (I, whose node is v2). */
const writes = ["src/actions/l1/**/*.test.ts"];

export default defineConfig({
  test: {
    // Test files share their project's chain and node, so they run one at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    reporters,
    projects: [
      // Everything against the newest dialect (N, node 2.0.0-alpha.13 on, v3 contracts)...
      dialectProject("N", ["src/**/*.test.ts", "src/**/*.test.tsx"], true),
      // ...the reads against the older ones, I (alpha.12) and R (alpha.8 to alpha.11), and the
      // base-layer actions once more on v2 contracts.
      dialectProject("I", [...reads, ...writes]),
      dialectProject("R", reads),
    ],
  },
});
