import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

/** The client against the local node, in one of its dialects (see client.node.test.ts). */
const node = (dialect: string) => ({
  test: {
    name: `node ${dialect}`,
    include: ["src/**/*.node.test.ts"],
    env: { NODE_DIALECT: dialect },
    // One local chain and node per project.
    globalSetup: ["@rollups-ts/node/vitest"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

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
      // The newest dialect (N, node 2.0.0-alpha.13 on), then I (alpha.12) and R (alpha.8 to alpha.11).
      node("N"),
      node("I"),
      node("R"),
    ],
  },
});
