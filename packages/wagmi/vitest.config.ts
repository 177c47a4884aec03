import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    typecheck: { enabled: true, include: ["src/**/*.test-d.ts"] },
    // Hooks render in a DOM, as in a browser.
    environment: "happy-dom",
    // One local chain and node for the whole run; test files share them, so they run one at a time.
    globalSetup: ["@rollups-ts/node/vitest"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters,
  },
});
