// Size benchmark: what an app's bundle gains from this package, against the published
// @cartesi/wagmi@2.0.0-alpha.33 measured the same way. Fails when ours is over a third of it.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const published = "@cartesi/wagmi@2.0.0-alpha.33";
// What an app already has: the peers of both packages.
const external = [
  "react",
  "react-dom",
  "viem",
  "wagmi",
  "@tanstack/react-query",
  "@tanstack/query-core",
];

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
if (!existsSync(join(dist, "index.js"))) {
  console.error(`No ${join(dist, "index.js")}: run \`pnpm run build\` first.`);
  process.exit(1);
}

const publishedDir = join(tmpdir(), `rollups-ts-size-${published.replace(/[@/]/g, "_")}`);
if (!existsSync(join(publishedDir, "node_modules/@cartesi/wagmi/package.json"))) {
  mkdirSync(publishedDir, { recursive: true });
  // Peers are external to the bundle, so they need not be installed.
  const args = ["install", "--prefix", publishedDir, published, "--no-save", "--ignore-scripts"];
  try {
    execFileSync("npm", [...args, "--legacy-peer-deps", "--no-audit", "--no-fund"], {
      stdio: "pipe",
    });
  } catch (error) {
    console.error(`npm ${args.join(" ")} failed:\n${(error as { stderr?: Buffer }).stderr}`);
    process.exit(1);
  }
}

type Size = { minified: number; gzipped: number };

async function measure(contents: string, resolveDir: string): Promise<Size> {
  const { outputFiles } = await build({
    stdin: { contents, resolveDir, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    external,
    write: false,
    logLevel: "error",
  });
  const code = outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

const ourIndex = JSON.stringify(join(dist, "index.js"));
const ourQuery = JSON.stringify(join(dist, "query.js"));
const rows = [
  {
    name: "{ useOutputs }",
    ours: await measure(`export { useOutputs } from ${ourIndex};`, dist),
    theirs: await measure(`export { useOutputs } from "@cartesi/wagmi";`, publishedDir),
  },
  {
    name: "whole package",
    ours: await measure(`export * from ${ourIndex};\nexport * from ${ourQuery};`, dist),
    theirs: await measure(`export * from "@cartesi/wagmi";`, publishedDir),
  },
];

const format = (size: Size) => `${size.minified} / ${size.gzipped}`;
const table = rows.map(({ name, ours, theirs }) => ({
  import: name,
  "ours (min / gzip B)": format(ours),
  [`${published} (min / gzip B)`]: format(theirs),
  "ours / published (gzip)": `${((100 * ours.gzipped) / theirs.gzipped).toFixed(1)} %`,
  "limit (gzip B)": Math.floor(theirs.gzipped / 3),
}));
console.log(
  "@cartesi/wagmi size: esbuild bundle, minified, gzip -9; external:",
  external.join(", "),
);
console.table(table);

for (const { name, ours, theirs } of rows) {
  if (ours.gzipped * 3 > theirs.gzipped) {
    console.error(
      `${name}: ${ours.gzipped} B gzipped is over a third of ${published} (${theirs.gzipped} B).`,
    );
    process.exitCode = 1;
  }
}
