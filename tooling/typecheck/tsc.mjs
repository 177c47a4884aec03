// Where TypeScript 7's command-line compiler (`typescript-native`) is: the packages' `typecheck`
// and viem's declaration build run it (`runTsc`), and so does Vitest for the packages' type tests
// (`*.test-d.ts`, `typecheck.checker`).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

const manifest = createRequire(import.meta.url).resolve("typescript-native/package.json");
const { bin } = JSON.parse(readFileSync(manifest, "utf8"));

/** The absolute path of TypeScript 7's `tsc`, a Node.js script. */
export const tscPath = resolve(dirname(manifest), typeof bin === "string" ? bin : bin.tsc);

/** Runs TypeScript 7's `tsc` with `args` in this process's folder, then exits with its status. */
export function runTsc(args) {
  const { status, error } = spawnSync(process.execPath, [tscPath, ...args], { stdio: "inherit" });
  if (error) throw error;
  process.exit(status ?? 1);
}
