// Size budget: the whole package as a bundler ships it (minified, then gzipped) must stay small.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const budget = 1536;
const entry = fileURLToPath(new URL("../dist/index.js", import.meta.url));
if (!existsSync(entry)) {
  console.error("dist/index.js is missing: run `pnpm --filter @cartesi/rpc build` first.");
  process.exit(1);
}
const { outputFiles } = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: "esm",
  write: false,
});
const code = outputFiles[0]!.contents;
const gzipped = gzipSync(code, { level: 9 }).length;
console.log(
  `@cartesi/rpc: ${code.length} B minified, ${gzipped} B minified + gzipped (budget ${budget} B)`,
);
if (gzipped > budget) {
  console.error(`@cartesi/rpc is ${gzipped - budget} B over its size budget.`);
  process.exitCode = 1;
}
