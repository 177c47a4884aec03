/**
 * Size benchmark: what an app pays, minified and gzipped with viem external, for one read action,
 * the node client with every read, and `addInput`, against the published @cartesi/viem@2.0.0-alpha.31
 * measured the same way. Prints a table; exits 1 where ours is larger. `--all` adds every read
 * action, one at a time, for information.
 *
 * Run with `pnpm --filter @cartesi/viem size` (after `pnpm build`).
 */
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const cases = [
  {
    name: "one read action (getInput)",
    code: (from: string) => `export { getInput } from "${from}";`,
  },
  {
    name: "createCartesiPublicClient, all reads",
    code: (from: string) => `export { createCartesiPublicClient } from "${from}";`,
  },
  { name: "addInput", code: (from: string) => `export { addInput } from "${from}";` },
];

const reads = [
  "getApplication",
  "listApplications",
  "getEpoch",
  "listEpochs",
  "getInput",
  "listInputs",
  "getOutput",
  "listOutputs",
  "getReport",
  "listReports",
  "getProcessedInputCount",
  "getLastAcceptedEpochIndex",
  "getChainId",
  "getNodeVersion",
  "waitForInput",
];

async function gzippedSize(code: string): Promise<number> {
  const result = await build({
    stdin: { contents: code, resolveDir: import.meta.dirname, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    external: ["viem", "viem/*"],
    write: false,
    logLevel: "silent",
  });
  return gzipSync(result.outputFiles[0]!.contents).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
let over = false;
console.log("@cartesi/viem size (esbuild, minified, gzipped, viem external)\n");
console.log(`${"import".padEnd(40)}${"ours".padStart(10)}${"2.0.0-alpha.31".padStart(16)}`);
for (const { name, code } of cases) {
  const ours = await gzippedSize(code("@cartesi/viem"));
  const published = await gzippedSize(code("@cartesi/viem-published"));
  if (ours > published) over = true;
  console.log(
    `${name.padEnd(40)}${kb(ours).padStart(10)}${kb(published).padStart(16)}${ours > published ? "  over" : ""}`,
  );
}
if (process.argv.includes("--all")) {
  console.log("\nevery read action, for information");
  for (const name of reads) {
    const code = `export { ${name} } from`;
    const ours = await gzippedSize(`${code} "@cartesi/viem";`);
    const published = await gzippedSize(`${code} "@cartesi/viem-published";`);
    console.log(`${name.padEnd(40)}${kb(ours).padStart(10)}${kb(published).padStart(16)}`);
  }
}
if (over) {
  console.error("\nOver budget: an import costs more than in the published package.");
  process.exit(1);
}
