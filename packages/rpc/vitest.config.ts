import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    reporters,
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.node.test.ts"],
          typecheck: { enabled: true, include: ["src/**/*.test-d.ts"] },
        },
      },
      {
        test: {
          name: "node",
          include: ["src/**/*.node.test.ts"],
          // One local chain and node for the run.
          globalSetup: ["@rollups-ts/node/vitest"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
