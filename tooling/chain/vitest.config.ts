import { defineConfig } from "vitest/config";
import { sharedChainOptions } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["./src/vitest.ts"],
    ...sharedChainOptions,
    // One worker keeps the modules it imported from one file to the next (importing them anew for
    // each file was two thirds of the run).
    isolate: false,
  },
});
