import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: { include: ["src/**/*.test.ts"], reporters },
});
