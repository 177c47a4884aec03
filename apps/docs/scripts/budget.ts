// Prints the site's budgets beside their targets: the clean build's time and peak memory by phase
// (with the processes that held each peak), the JavaScript a first visit loads before it is
// interactive and once idle, the main entry's size, the page count, and Lighthouse's four scores
// (mobile, simulated throttling) for three pages. `--no-build` measures the existing dist/,
// `--no-lighthouse` skips Lighthouse. Exits with 1, after printing everything, when a figure is past
// its target (`budgets` below).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { readProcesses } from "../../../tooling/scripts/cpu.mjs";
import { startSiteServer } from "../server/server.ts";
import { chromiumArgs, chromiumPath } from "../test/chromium.ts";
import { firstLoad } from "./first-load.ts";

const docsDir = new URL("..", import.meta.url);
const dist = new URL("../dist/", import.meta.url);
const pagesDir = new URL("../pages/", import.meta.url);
const firstVisitPage = "/viem/addInput";
// Vocs runs with the build script's environment. NODE_OPTIONS: a larger young generation halves the
// time spent in GC; a heap of at most 1600 MB makes V8 collect instead of growing to gigabytes of
// garbage (the pages' compilation kept about 700 MB live; with the codec and typed-application
// pages, whose blocks infer through abitype, it outgrew 1200 MB and the build ran out of memory).
// NODE_ENV=production: the prerender renders with React's production build (Vocs loads React
// before Vite could set it), a third of the development build's time.
const buildScript: string = JSON.parse(readFileSync(new URL("package.json", docsDir), "utf8"))
  .scripts.build;
const buildEnv = buildScript.match(/NODE_ENV=(\w+) NODE_OPTIONS="([^"]+)" vocs build/);
if (!buildEnv)
  throw new Error(
    `package.json's build script no longer sets NODE_ENV and NODE_OPTIONS for vocs: ${buildScript}`,
  );
const lighthousePages = ["/", "/viem/addInput", "/api/viem"];
// Lighthouse's total blocking time varies from run to run on this machine (61 to 235 ms for one
// page in five runs): each page is measured this many times, and the median is checked.
const lighthouseRuns = 5;
// The targets. A clean build on an idle two-core machine; Lighthouse's mobile preset.
const budgets = {
  buildSeconds: 90,
  buildPeakMB: 1500,
  mainEntryKB: 120,
  lighthousePerformance: 98,
  lighthouseTotalBlockingTimeMs: 100,
};
const overBudget: string[] = [];
const check = (label: string, within: boolean) => {
  if (!within) overBudget.push(label);
};
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const row = (label: string, value: string, target = "") =>
  console.log(`${label.padEnd(50)} ${value.padEnd(30)} ${target && `target ${target}`}`);

/**
 * What a build process is, for the memory profile: the children that compile the pages (Vocs's
 * `mdx-precompile.js`, one for the files with twoslash blocks and one for the rest), esbuild's
 * service, or the build's own process (anything else, git included).
 */
function partOf(commandLine: string) {
  const precompile = commandLine.match(/mdx-precompile\.js\0(\w+)/);
  if (precompile) return precompile[1] === "twoslash" ? "twoslash pages" : "other pages";
  return /esbuild/.test(commandLine) ? "esbuild" : "build process";
}

/** The resident memory of a process and all its descendants, from /proc, in all and by part. */
function treeRss(rootPid: number) {
  const processes = readProcesses();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const parts = new Map<string, number>();
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    const bytes = processes.get(pid)?.rss ?? 0;
    total += bytes;
    let part = "build process";
    try {
      part = partOf(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
    } catch {
      // Ended meanwhile: counted with the build's process.
    }
    parts.set(part, (parts.get(part) ?? 0) + bytes);
    stack.push(...(children.get(pid) ?? []));
  }
  return { total, parts };
}

type Phase = {
  name: string;
  seconds: number;
  peakRss: number;
  /** The processes' memory at the peak, by part (see `partOf`). */
  peakParts: Map<string, number>;
};

/** Runs one build step; a phase ends when its marker line appears in the output, the last at exit. */
function runStep(
  command: string[],
  env: Record<string, string>,
  phases: { name: string; endsWith?: RegExp }[],
) {
  return new Promise<Phase[]>((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), {
      cwd: docsDir,
      env: { ...process.env, ...env, CI: "1" },
    });
    const done: Phase[] = [];
    let started = performance.now();
    let peak = 0;
    let peakParts = new Map<string, number>();
    const sampler = setInterval(() => {
      const { total, parts } = treeRss(child.pid!);
      if (total > peak) {
        peak = total;
        peakParts = parts;
      }
    }, 100);
    const endPhase = () => {
      const phase = phases[done.length]!;
      done.push({
        name: phase.name,
        seconds: (performance.now() - started) / 1000,
        peakRss: peak,
        peakParts,
      });
      started = performance.now();
      peak = 0;
      peakParts = new Map();
    };
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk;
      while (done.length < phases.length - 1 && phases[done.length]!.endsWith?.test(output)) {
        endPhase();
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${command.join(" ")} failed (${code}):\n${output}`));
      endPhase();
      resolve(done);
    });
  });
}

if (!process.argv.includes("--no-build")) {
  const phases = [
    ...(await runStep(["node", "scripts/api.ts"], {}, [{ name: "API reference (TypeDoc)" }])),
    ...(await runStep(
      ["node_modules/.bin/vocs", "build", "--clean"],
      { NODE_ENV: buildEnv[1]!, NODE_OPTIONS: buildEnv[2]! },
      [
        { name: "bundles (MDX, twoslash, Vite)", endsWith: /bundles built/ },
        { name: "prerender", endsWith: /prerendered pages/ },
        { name: "theme script, public files" },
      ],
    )),
    ...(await runStep(["node", "scripts/compress.ts"], {}, [
      { name: "precompression (brotli, gzip)" },
    ])),
  ];
  const total = phases.reduce((sum, { seconds }) => sum + seconds, 0);
  const peak = Math.max(...phases.map(({ peakRss }) => peakRss));
  row(
    "clean build",
    `${total.toFixed(1)} s, peak ${MB(peak)}`,
    `≤ ${budgets.buildSeconds} s, ≤ ${budgets.buildPeakMB} MB`,
  );
  check(`clean build ${total.toFixed(1)} s`, total <= budgets.buildSeconds);
  check(`clean build peak ${MB(peak)}`, peak / 1e6 <= budgets.buildPeakMB);
  for (const { name, seconds, peakRss, peakParts } of phases) {
    row(`  ${name}`, `${seconds.toFixed(1)} s, peak ${MB(peakRss)}`);
    // Where the peak was, when more than one process held it.
    if (peakParts.size > 1)
      row(
        "    at the peak",
        [...peakParts]
          .sort(([, a], [, b]) => b - a)
          .map(([part, bytes]) => `${part} ${MB(bytes)}`)
          .join(", "),
      );
  }
}

// Every page, the generated API reference (pages/api, Markdown) included.
const pageFiles = readdirSync(pagesDir, { recursive: true, encoding: "utf8" }).filter((file) =>
  /\.mdx?$/.test(file),
);
const apiPages = pageFiles.filter((file) => file.startsWith("api/")).length;
row(
  "pages",
  `${pageFiles.length}: ${pageFiles.length - apiPages} written, ${apiPages} API reference`,
);

const assets = readdirSync(new URL("assets/", dist)).filter((file) => file.endsWith(".js"));
const gzipped = (file: string) => gzipSync(readFileSync(new URL(`assets/${file}`, dist))).length;
const mainEntry = firstLoad(dist).mainEntry.slice("assets/".length);
const mainEntryBytes = gzipped(mainEntry);
row(`main entry ${mainEntry}`, `${kB(mainEntryBytes)} gzip`, `≤ ${budgets.mainEntryKB} kB`);
check(`main entry ${kB(mainEntryBytes)}`, mainEntryBytes / 1000 <= budgets.mainEntryKB);
row(
  "site total JS",
  `${kB(assets.reduce((sum, file) => sum + gzipped(file), 0))} gzip, ${assets.length} files`,
);

const site = await startSiteServer({ host: "127.0.0.1" });
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const sizes = new Map<string, number>();
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "script") return;
      sizes.set(request.url(), (await request.sizes()).responseBodySize);
    });
    await page.goto(`${site.url}${firstVisitPage.slice(1)}`);
    // Links prefetch in view once the page is interactive and idle: the mark splits the two.
    await page.waitForFunction(
      () => performance.getEntriesByName("vocs:prefetch-start").length > 0,
    );
    await page.waitForLoadState("networkidle");
    const { prefetchStart, scripts } = await page.evaluate(() => ({
      prefetchStart: performance.getEntriesByName("vocs:prefetch-start")[0]!.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter(({ name }) => name.endsWith(".js"))
        .map(({ name, startTime }) => ({ url: name, startTime })),
    }));
    const sum = (list: typeof scripts) =>
      list.reduce((total, { url }) => total + (sizes.get(url) ?? 0), 0);
    const beforeInteractive = scripts.filter(({ startTime }) => startTime < prefetchStart);
    row(
      `first visit ${firstVisitPage}, JS before interactive`,
      `${kB(sum(beforeInteractive))} brotli, ${beforeInteractive.length} files`,
    );
    row(
      "  and once idle, with in-view prefetching",
      `${kB(sum(scripts))} (${scripts.length} files)`,
    );
  } finally {
    await browser.close();
  }

  if (!process.argv.includes("--no-lighthouse")) {
    const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
    try {
      console.log(
        `\nLighthouse, mobile, simulated throttling${" ".repeat(10)}perf  a11y  best  SEO   TBT  (median of ${lighthouseRuns} runs)`,
      );
      for (const path of lighthousePages) {
        const runs: Record<
          "performance" | "accessibility" | "bestPractices" | "seo" | "tbtMs",
          number
        >[] = [];
        for (let run = 0; run < lighthouseRuns; run++) {
          const result = await lighthouse(`${site.url}${path.slice(1)}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          });
          const { categories, audits } = result!.lhr;
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
          runs.push({
            performance: score("performance"),
            accessibility: score("accessibility"),
            bestPractices: score("best-practices"),
            seo: score("seo"),
            tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
          });
        }
        const median = (key: keyof (typeof runs)[number]): number =>
          runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
        const performance = median("performance");
        const tbtMs = median("tbtMs");
        // The introduction and an action page carry the performance budget; the API index, the
        // heaviest page, is printed beside them.
        if (path !== "/api/viem") {
          check(
            `Lighthouse performance ${performance} on ${path}`,
            performance >= budgets.lighthousePerformance,
          );
          check(
            `total blocking time ${tbtMs} ms on ${path}`,
            tbtMs <= budgets.lighthouseTotalBlockingTimeMs,
          );
        }
        const column = (value: number) => String(value).padStart(4);
        console.log(
          `  ${path.padEnd(54)}${column(performance)}  ${column(median("accessibility"))}  ${column(median("bestPractices"))}  ${column(median("seo"))} ${`${tbtMs} ms`.padStart(7)}  (each: ${runs.map((run) => run.tbtMs).join(", ")})`,
        );
      }
      console.log(
        `  ${"target".padEnd(54)}${String(budgets.lighthousePerformance).padStart(4)}   100   100   100 ${`${budgets.lighthouseTotalBlockingTimeMs} ms`.padStart(7)}`,
      );
    } finally {
      chrome.kill();
    }
  }
} finally {
  await site.close();
}

if (overBudget.length > 0) {
  console.error(`\nOver budget: ${overBudget.join("; ")}`);
  process.exit(1);
}
