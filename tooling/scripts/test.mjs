// The project's test command: every package's tests through turbo, then one summary line.
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, globSync, readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";

const reports = () => globSync("{packages,apps,tooling}/*/.test-results/*.json");
for (const report of reports()) rmSync(report);

ensureChromium();

const turbo = spawnSync(
  "turbo",
  [
    "run",
    "lint",
    "typecheck",
    "test",
    "test:code",
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
const rows = [];
// What failed, repeated after the summary: a log cut to its end still names it.
const failures = [];
for (const report of reports().sort()) {
  const result = JSON.parse(readFileSync(report, "utf8"));
  const folder = dirname(dirname(report));
  for (const file of result.testResults) {
    const name = file.name.slice(file.name.indexOf(folder));
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failedTests) {
      failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
    // A file can fail outside its tests: a hook, an import, an unhandled error.
    if (file.status === "failed" && failedTests.length === 0) {
      failures.push(`${name}: ${firstLine(file.message)}`);
    }
  }
  const counts = [
    result.numPassedTests,
    result.numFailedTests,
    result.numPendingTests + result.numTodoTests,
  ];
  passed += counts[0];
  failed += counts[1];
  skipped += counts[2];
  rows.push(`| ${folder} | ${counts.join(" | ")} |`);
}
const status = turbo.status ?? 1;
if (status !== 0 && failed === 0) failed = 1; // a task failed outside the tests it reported
const summary = `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
if (failures.length > 0)
  console.log(`\nFailed:\n${failures.map((line) => `- ${line}`).join("\n")}`);
console.log(`\n${summary}`);
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read here, outside any turbo task.
const stepSummary = process.env.GITHUB_STEP_SUMMARY;
// GitHub Actions shows this file on the run's page.
if (stepSummary) {
  const table = ["| package | passed | failed | skipped |", "| --- | --- | --- | --- |", ...rows];
  const verdict = status === 0 ? "" : `\n\nturbo exited with ${status}: see the log.`;
  appendFileSync(stepSummary, `## ${summary}${verdict}\n\n${table.join("\n")}\n`);
}
process.exit(status);

/** The first line of a failure message, without the terminal's colour codes, at most 300 characters. */
function firstLine(message = "") {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape starts the colour codes.
  const plain = message.replace(/\u001b\[[0-9;]*m/g, "");
  return (plain.split("\n").find((line) => line.trim() !== "") ?? "").trim().slice(0, 300);
}

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
