import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The examples' reads print what the seeded chain holds (counts of inputs, epochs), so their file
 * runs before the files of the same project that send inputs (the quick start, the wallet flow);
 * Vitest's own order (slowest first, from its cache) would change from run to run.
 */
class SeededReadsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    // The withdrawal and refund examples foreclose the application: they go last, and revert the
    // chain after.
    const rank = (file: TestSpecification) =>
      file.moduleId.endsWith("/test/examples.test.ts")
        ? 0
        : /\/test\/(withdrawal|refund)\.test\.tsx$/.test(file.moduleId)
          ? 2
          : 1;
    const positions = sorted.flatMap((file, index) =>
      file.project.name === "examples" ? [index] : [],
    );
    const examples = positions.map((index) => sorted[index]!).sort((a, b) => rank(a) - rank(b));
    positions.forEach((position, index) => {
      sorted[position] = examples[index]!;
    });
    return sorted;
  }
}

export default defineConfig({
  test: {
    // The console, and the JSON report the root test script sums up. `test:code` runs the usage
    // and examples projects on their own (they need no built site) and names its own report.
    reporters: ["default", "json"],
    outputFile: { json: ".test-results/vitest.json" },
    sequence: { sequencer: SeededReadsFirst },
    projects: [
      {
        test: {
          name: "site",
          include: ["test/**/*.test.ts"],
          exclude: [
            "test/examples.test.ts",
            "test/usage-identifiers.test.ts",
            "test/install-commands.test.ts",
            "test/devnet-differences.test.ts",
            "test/readme-commands.test.ts",
            "test/quickstart.test.ts",
            "test/quickstart-addresses.test.ts",
            "test/devnet-package.test.ts",
            "test/dev-build.test.ts",
          ],
          // The built site and one Chromium, shared by every test file.
          globalSetup: ["test/globalSetup.ts"],
          // Two files at a time: they mostly wait for the browser, and Vitest's default on a
          // two-core machine is one (idle, 176 s → 137 s).
          maxWorkers: 2,
          // A worker keeps what it imported (Playwright among it) from one file to the next: Vitest's
          // import time went from 14.7 to 5.2 s, and the run's processor time from 241 and 251 s to
          // 222, 232 and 228 (idle machine). No file mocks a module or stubs a global; each connects
          // to the shared browser in its own hooks.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A busy CI machine may take a few seconds to render what a test waits for.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          // The pages' code blocks as a reader sees them, type-checked, their install commands
          // against the manifests, the devnet's listed differences and the quick start's files (no
          // address literal): no site, chain or node.
          name: "usage",
          include: [
            "test/usage-identifiers.test.ts",
            "test/install-commands.test.ts",
            "test/devnet-differences.test.ts",
            "test/readme-commands.test.ts",
            "test/quickstart-addresses.test.ts",
          ],
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
            "test/wallet-flow.test.tsx",
            "test/devnet-package.test.ts",
            "test/withdrawal.test.tsx",
            "test/dev-build.test.ts",
            "test/refund.test.tsx",
          ],
          // The files share one chain and node; the quick start's input must not land amid the reads.
          fileParallelism: false,
          // The chain on 8545 and the node on 6751 that the examples name, seeded.
          globalSetup: ["test/examples.setup.ts", "test/packed.setup.ts"],
          // The complete flow waits for its epoch to close and be accepted (about 10 blocks).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
