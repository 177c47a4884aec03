import { defineConfig } from "vitest/config";
import { dialectProject, reporters } from "../../vitest.shared.ts";

/** The hooks: each of these files runs against the local node in every dialect. */
const hooks = ["src/hooks/**/*.test.ts", "src/hooks/**/*.test.tsx"];

export default defineConfig({
  test: {
    // Hooks render in a DOM, as in a browser.
    environment: "happy-dom",
    // Test files share their project's chain and node, so they run one at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters,
    projects: [
      // Everything against the newest dialect (N, node 2.0.0-alpha.13 on)...
      dialectProject("N", ["src/**/*.test.ts", "src/**/*.test.tsx"], true),
      // ...and the hooks against the older ones: I (alpha.12) and R (alpha.8 to alpha.11).
      dialectProject("I", hooks),
      dialectProject("R", hooks),
    ],
  },
});
