import { defineConfig } from "vitest/config";
import { sharedChainOptions } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["./src/vitest.ts"],
    ...sharedChainOptions,
    // One worker keeps the modules it imported from one file to the next (importing them anew for
    // each file was two thirds of the run). The devnet's files keep a worker each: a file's revert
    // can leave the node answering for the chain before it (a foreclosure the revert undid) until
    // the node's next poll, and the import between two files gives it that time.
    isolate: false,
  },
});
