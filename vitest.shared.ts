import { tscPath } from "./tooling/typecheck/tsc.mjs";

/**
 * The type tests (`*.test-d.ts`) of a package: Vitest runs TypeScript 7's compiler on the package's
 * `tsconfig.json`, as the package's `typecheck` does (TypeScript 5.9's took about three times as
 * long), and reports the assertions of these files as tests.
 */
export const typeTests = (enabled: boolean) => ({
  enabled,
  include: ["src/**/*.test-d.ts"],
  checker: tscPath,
});

/** Reporters every package's Vitest config uses: the console, and a JSON file the root test script sums up. */
export const reporters: ["default", ["json", { outputFile: string }]] = [
  "default",
  ["json", { outputFile: ".test-results/vitest.json" }],
];

/**
 * A Vitest project with its own local chain and node (the `@cartesi/local-devnet` global setup), whose
 * tests read the node in `dialect` (`R`, `I` or `N`), on the contracts its nodes read (v2.2,
 * 3.0.0-alpha.5, 3.0.0-alpha.9): they pick `inject("node").urls[dialect]` through the
 * `NODE_DIALECT` environment variable.
 */
export function dialectProject(dialect: "R" | "I" | "N", include: string[], typecheck = false) {
  return {
    extends: true as const,
    test: {
      name: dialect,
      include,
      env: { NODE_DIALECT: dialect },
      globalSetup: ["@cartesi/local-devnet/vitest"],
      typecheck: typeTests(typecheck),
    },
  };
}

/**
 * Options of a project whose test files share one local chain (and node) through snapshot/revert:
 * files take turns, and tests and hooks may wait for blocks and claims.
 */
export const sharedChainOptions = {
  reporters,
  fileParallelism: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
