/** Reporters every package's Vitest config uses: the console, and a JSON file the root test script sums up. */
export const reporters: ["default", ["json", { outputFile: string }]] = [
  "default",
  ["json", { outputFile: ".test-results/vitest.json" }],
];
