import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    reporters,
    // Packing and versioning spawn pnpm and the changesets CLI, a few seconds each, in tests and
    // in the hooks that pack once for a file's tests.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
