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
    // A worker keeps the modules it imported from one file to the next (64 s of imports of a 190 s
    // run in CI otherwise). No file mocks a module or leaves a global stubbed; Testing Library
    // unmounts what each test rendered (test/setup.ts, run before each file).
    isolate: false,
    setupFiles: ["test/setup.ts"],
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
