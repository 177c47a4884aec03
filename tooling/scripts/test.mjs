// The project's test command: every package's tests through turbo, then one summary line.
import { spawnSync } from "node:child_process";
import { existsSync, globSync, readFileSync, rmSync } from "node:fs";

const reports = () => globSync("{packages,apps,tooling}/*/.test-results/vitest.json");
for (const report of reports()) rmSync(report);

ensureChromium();

const turbo = spawnSync(
  "turbo",
  [
    "run",
    "lint",
    "typecheck",
    "test",
    "--ui=stream",
    "--continue",
    "--concurrency=2",
    ...process.argv.slice(2),
  ],
  {
    stdio: "inherit",
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const report of reports()) {
  const result = JSON.parse(readFileSync(report, "utf8"));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + result.numTodoTests;
}
const status = turbo.status ?? 1;
if (status !== 0 && failed === 0) failed = 1; // a task failed outside the tests it reported
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status);

// The browser tests drive Debian's Chromium; install it when we can (root with apt), else say how.
function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's chromium for the browser tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [["update"], ["install", "-y", "--no-install-recommends", "chromium"]]) {
      const run = spawnSync("apt-get", args, { stdio: "inherit", env });
      if (run.status !== 0) process.exit(run.status ?? 1);
    }
    return;
  }
  console.error("The browser tests need Chromium at /usr/bin/chromium: apt-get install chromium");
  process.exit(1);
}
