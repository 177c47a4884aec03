import { defineConfig } from "vitest/config";
import { dialectProject, reporters } from "../../vitest.shared.ts";

/** The reads: each of these files runs against the local node in every dialect. */
const reads = [
  "src/actions/l2/**/*.test.ts",
  "src/clients/*.test.ts",
  // The docs pages' Errors tables, against what each node version answers.
  "src/errors-tables.test.ts",
];
/**
 * The base-layer actions and the withdrawal flow: against a 3.0.0-alpha.9 application (N) and a
 * 3.0.0-alpha.5 one (I), each with its accounts layout and its layout of the events.
 */
const writes = ["src/actions/l1/**/*.test.ts", "src/withdrawal.test.ts"];

export default defineConfig({
  test: {
    // Test files share their project's chain and node, so they run one at a time.
    fileParallelism: false,
    // A worker keeps the modules it imported from one file to the next: importing viem and the
    // package anew for each of 140 files was 105 s of a 272 s run in CI. No file mocks a module or
    // leaves a global stubbed; each file's chain state is its own (snapshot and revert).
    isolate: false,
    testTimeout: 30_000,
    reporters,
    projects: [
      // Everything against the newest dialect (N, node 2.0.0-alpha.13 on, contracts 3.0.0-alpha.9)...
      dialectProject("N", ["src/**/*.test.ts", "src/**/*.test.tsx"], true),
      // ...the reads against the older ones, I (alpha.12) and R (alpha.8 to alpha.11), and the
      // base-layer actions and the withdrawal once more on I's contracts, 3.0.0-alpha.5.
      dialectProject("I", [...reads, ...writes]),
      dialectProject("R", reads),
    ],
  },
});
