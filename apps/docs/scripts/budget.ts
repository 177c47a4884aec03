// Prints the site's budgets: clean build time, the JavaScript a first visit to an API page downloads
// (compressed, as served), the site's total JavaScript, and whether page markdown sits in the main bundle.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { startSiteServer } from "../server/server.ts";
import { chromiumArgs, chromiumPath } from "../test/chromium.ts";

const dist = new URL("../dist/", import.meta.url);
const pagesDir = new URL("../pages/", import.meta.url);
const apiPage = "/viem/addInput";
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

if (!process.argv.includes("--no-build")) {
  const started = performance.now();
  const build = spawnSync("pnpm", ["run", "build"], {
    cwd: new URL("..", import.meta.url),
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error(`pnpm run build failed with status ${build.status}`);
  console.log(
    `clean build:                        ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

// Every page, the generated API reference (pages/api, Markdown) included.
const pageFiles = readdirSync(pagesDir, { recursive: true, encoding: "utf8" }).filter((file) =>
  /\.mdx?$/.test(file),
);
const apiPages = pageFiles.filter((file) => file.startsWith("api/")).length;
const assets = readdirSync(new URL("assets/", dist)).filter((file) => file.endsWith(".js"));
const gzipped = (file: string) => gzipSync(readFileSync(new URL(`assets/${file}`, dist))).length;
const mainEntry = assets.find((file) => /^index-.*\.js$/.test(file))!;
const mainCode = readFileSync(new URL(`assets/${mainEntry}`, dist), "utf8");
// The route table, one `page("<file>", …)` call per page, is what the main entry holds per page.
const routeTableStart = mainCode.search(/\[\w+\("index\.mdx",/);
const routeTableEnd = mainCode.indexOf("].flat()", routeTableStart);
if (routeTableStart === -1 || routeTableEnd === -1)
  throw new Error(`No route table found in ${mainEntry}`);
const routeTable =
  gzipSync(mainCode).length -
  gzipSync(mainCode.slice(0, routeTableStart) + mainCode.slice(routeTableEnd + 1)).length;
// A page's summary line, the line after its heading, tells whether its markdown was bundled.
const pagesInMain = pageFiles.filter((file) => {
  const summary = readFileSync(new URL(file, pagesDir), "utf8")
    .split("\n")
    .find((_line, i, lines) => lines[i - 2]?.startsWith("# "));
  return summary && (mainCode.includes(summary) || mainCode.includes(encodeURIComponent(summary)));
});

const site = await startSiteServer({ host: "127.0.0.1" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  const scripts: { url: string; bytes: number }[] = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    scripts.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize });
  });
  await page.goto(`${site.url}${apiPage.slice(1)}`);
  await page.waitForLoadState("networkidle");
  const firstVisit = scripts.reduce((sum, { bytes }) => sum + bytes, 0);

  console.log(
    `pages:                              ${pageFiles.length} (${pageFiles.length - apiPages} written, ${apiPages} API reference)`,
  );
  console.log(
    `first visit to ${apiPage}, JS:  ${kB(firstVisit)} compressed (brotli, ${scripts.length} files)`,
  );
  console.log(`  main entry ${mainEntry}:  ${kB(gzipped(mainEntry))} gzip`);
  console.log(
    `  of which the route table:         ${kB(routeTable)} gzip, ${Math.round(routeTable / pageFiles.length)} B a page`,
  );
  console.log(
    `site total JS:                      ${kB(assets.reduce((sum, file) => sum + gzipped(file), 0))} gzip (${assets.length} files)`,
  );
  console.log(
    `pages whose markdown is in the main entry: ${pagesInMain.length} of ${pageFiles.length}`,
  );
  console.log(`first-visit budget 250 kB:          ${firstVisit <= 250_000 ? "within" : "OVER"}`);
} finally {
  await browser.close();
  await site.close();
}
