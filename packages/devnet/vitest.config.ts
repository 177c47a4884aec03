import { defineConfig } from "vitest/config";
import { sharedChainOptions } from "../../vitest.shared.ts";

/** What only a v3 application has: staged claims, foreclosure, dialect N, the upstream client. */
const v3Tests = [
  "src/claims-v3.test.ts",
  "src/withdrawals-v3.test.ts",
  "src/dialect-n.test.ts",
  "src/client.test.ts",
];

/** A project whose global setup pairs the chain and the node as `NODE_DIALECT` says (see `src/vitest.ts`). */
const project = (name: string, dialect: "R" | "N", include: string[], exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    include,
    exclude,
    env: { NODE_DIALECT: dialect },
    globalSetup: ["./src/vitest.ts"],
  },
});

export default defineConfig({
  test: {
    ...sharedChainOptions,
    projects: [
      // Both generations, v2 primary, the node following the v2 application (dialects R and I)...
      project("v2", "R", ["src/**/*.test.ts"], v3Tests),
      // ...and v3 primary, the node following the v3 application (dialect N).
      project("v3", "N", [...v3Tests, "src/inspect.test.ts"]),
    ],
  },
});
