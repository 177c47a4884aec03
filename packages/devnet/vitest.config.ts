import { defineConfig } from "vitest/config";
import { sharedChainOptions } from "../../vitest.shared.ts";

/** What only a v3 application has: staged claims, foreclosure and withdrawals, on either v3 release. */
const v3Tests = ["src/claims-v3.test.ts", "src/withdrawals-v3.test.ts"];
/** Dialect I, on 3.0.0-alpha.5, and the upstream client written for it. */
const iTests = ["src/dialects.test.ts", "src/client.test.ts"];
/** Dialect N, on 3.0.0-alpha.9. */
const nTests = ["src/dialect-n.test.ts", "src/deployment.test.ts"];

/** A project whose global setup pairs the chain and the node as `NODE_DIALECT` says (see `src/vitest.ts`). */
const project = (dialect: "R" | "I" | "N", include: string[], exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name: dialect,
    include,
    exclude,
    env: { NODE_DIALECT: dialect },
    globalSetup: ["./src/vitest.ts"],
  },
});

export default defineConfig({
  test: {
    ...sharedChainOptions,
    // One worker keeps the modules it imported from one file to the next (importing them anew for
    // each file was a fifth of the run). Each revert waits until the node has read the reverted
    // chain (`isolate` in `src/test.ts`).
    isolate: false,
    projects: [
      // v2.2 primary, the node following the v2 application in dialect R; most tests run here...
      project("R", ["src/**/*.test.ts"], [...v3Tests, ...iTests, ...nTests]),
      // ...3.0.0-alpha.5 primary, the node following it in dialect I...
      project("I", [...v3Tests, ...iTests]),
      // ...and 3.0.0-alpha.9 primary, the node following it in dialect N.
      project("N", [...v3Tests, ...nTests, "src/inspect.test.ts"]),
    ],
  },
});
