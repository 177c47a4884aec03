import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    reporters,
    // Packing and versioning spawn pnpm and the changesets CLI, a few seconds each.
    testTimeout: 60_000,
  },
});
