import { defineConfig } from "vitest/config";
import { sharedChainOptions } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["./src/vitest.ts"],
    ...sharedChainOptions,
  },
});
