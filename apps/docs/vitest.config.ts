import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    reporters,
    projects: [
      {
        test: {
          name: "site",
          include: ["test/**/*.test.ts"],
          exclude: [
            "test/examples.test.ts",
            "test/usage-identifiers.test.ts",
            "test/quickstart.test.ts",
          ],
          // The built site and one Chromium, shared by every test file.
          globalSetup: ["test/globalSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A busy CI machine may take a few seconds to render what a test waits for.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          // The pages' code blocks as a reader sees them, type-checked: no site, chain or node.
          name: "usage",
          include: ["test/usage-identifiers.test.ts"],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "examples",
          include: [
            "test/examples.test.ts",
            "test/wagmi-examples.test.tsx",
            "test/quickstart.test.ts",
          ],
          // The files share one chain and node; the quick start's input must not land amid the reads.
          fileParallelism: false,
          // The chain on 8545 and the node on 6751 that the examples name, seeded.
          globalSetup: ["test/examples.setup.ts"],
          // The complete flow waits for its epoch to close and be accepted (about 10 blocks).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
