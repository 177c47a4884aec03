import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The built site and one Chromium, shared by every test file.
    globalSetup: ["test/globalSetup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A busy CI machine may take a few seconds to render what a test waits for.
    expect: { poll: { timeout: 10_000 } },
    reporters,
  },
});
