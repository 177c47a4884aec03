// The project's test command: every package's tests through turbo, then one summary line.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, globSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { sampleCpu } from "./cpu.mjs";

const reports = () => globSync("{packages,apps,tooling}/*/.test-results/*.json");
for (const report of reports()) rmSync(report);

ensureChromium();

const started = Date.now();
const cpu = sampleCpu();
// Each turbo run writes a summary (`--summarize`) under .turbo/runs; the new ones give the profile.
const runsDir = ".turbo/runs";
const earlierRuns = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);

/** Runs turbo with the given arguments; resolves to its exit status. */
const turbo = (...args) =>
  new Promise((resolve) => {
    const child = spawn("turbo", ["run", ...args, "--ui=stream", "--continue", "--summarize"], {
      stdio: "inherit",
    });
    child.on("close", (code) => resolve(code ?? 1));
  });

// The packages first. Then the longest chain, the docs site's build and its browser tests, starts
// at once beside everything else: in one turbo run it queued behind the packages' tests, which
// were ready before it. The docs' examples, the longest task after it, start at once too, beside
// the build: turbo ran them last among the rest, alone at the end of the run. `--only`: what each
// task depends on is built already.
const built = await turbo("build", "--filter=!docs", "--concurrency=2");
const status =
  built ||
  (
    await Promise.all([
      turbo("build", "test:site", "test:code", "--filter=docs", "--only"),
      turbo("lint", "typecheck", "test", "--only", "--concurrency=2"),
    ])
  ).find((code) => code !== 0) ||
  0;

printProfile(cpu.stop());

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

/**
 * Where the minutes went: each task's wall time and when it started, from turbo's run summaries, and
 * the processor time it used (`cpu.mjs`). The docs site's build and browser tests run beside the
 * packages' tests, on the same machine: while its cores are all busy, the processor time is what a
 * task costs, and its wall time depends on what ran beside it.
 */
function printProfile(usage) {
  const tasks = [];
  for (const file of existsSync(runsDir) ? readdirSync(runsDir) : []) {
    if (earlierRuns.has(file) || !file.endsWith(".json")) continue;
    try {
      const run = JSON.parse(readFileSync(`${runsDir}/${file}`, "utf8"));
      for (const task of run.tasks ?? []) {
        const { startTime, endTime, exitCode } = task.execution ?? {};
        if (!startTime || !endTime) continue;
        tasks.push({ id: task.taskId, startTime, seconds: (endTime - startTime) / 1000, exitCode });
      }
    } catch {
      // A summary that cannot be read leaves its tasks out of the profile.
    }
  }
  if (tasks.length === 0) return;
  tasks.sort((a, b) => a.startTime - b.startTime);
  const cpuOf = (id) => {
    const seconds = usage?.byTask.get(id);
    return seconds === undefined ? "" : `${seconds.toFixed(0)} cpu-s`.padStart(11);
  };
  console.log(
    `\nProfile (wall time of each task, when it started${usage ? ", processor time it used" : ""}):`,
  );
  for (const { id, startTime, seconds, exitCode } of tasks) {
    const at = `+${Math.round((startTime - started) / 1000)} s`;
    const failedMark = exitCode ? "  (failed)" : "";
    console.log(
      `  ${id.padEnd(36)} ${`${seconds.toFixed(1)} s`.padStart(9)}  ${at.padStart(7)}${cpuOf(id)}${failedMark}`,
    );
  }
  const wall = (Date.now() - started) / 1000;
  console.log(`  ${"total".padEnd(36)} ${`${wall.toFixed(1)} s`.padStart(9)}`);
  if (!usage) return;
  const tasksCpu = [...usage.byTask.values()].reduce((sum, seconds) => sum + seconds, 0);
  const cores = usage.allSeconds / wall;
  console.log(
    `  machine: ${cores.toFixed(0)} cores, busy ${((100 * usage.busySeconds) / usage.allSeconds).toFixed(0)} % ` +
      `(${usage.busySeconds.toFixed(0)} of ${usage.allSeconds.toFixed(0)} cpu-s); the tasks' processes ` +
      `${tasksCpu.toFixed(0)} cpu-s, the rest (turbo, pnpm, anything else the machine ran) ` +
      `${(usage.busySeconds - tasksCpu).toFixed(0)}`,
  );
}

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
