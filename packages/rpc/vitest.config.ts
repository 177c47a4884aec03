import { defineConfig } from "vitest/config";
import { dialectProject, reporters, typeTests } from "../../vitest.shared.ts";

/** The client against the local node (client.node.test.ts), in each of its dialects. */
const nodeTests = ["src/**/*.node.test.ts"];

export default defineConfig({
  test: {
    reporters,
    // A worker keeps the modules it imported from one file to the next; the files that stub a
    // global or spy on one restore it after each test.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          exclude: nodeTests,
          typecheck: typeTests(true),
        },
      },
      // The newest dialect (N, node 2.0.0-alpha.13 on), then I (alpha.12) and R (alpha.8 to alpha.11).
      dialectProject("N", nodeTests),
      dialectProject("I", nodeTests),
      dialectProject("R", nodeTests),
    ],
  },
});
