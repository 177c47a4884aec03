// Where TypeScript 7's command-line compiler (`typescript-native`) is: the packages' `typecheck`
// and viem's declaration build run it (`runTsc`), and so does Vitest for the packages' type tests
// (`*.test-d.ts`, `typecheck.checker`).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, resolve } from "node:path";

const manifest = createRequire(import.meta.url).resolve("typescript-native/package.json");
const { bin } = JSON.parse(readFileSync(manifest, "utf8"));

/** The absolute path of TypeScript 7's `tsc`, a Node.js script. */
export const tscPath = resolve(dirname(manifest), typeof bin === "string" ? bin : bin.tsc);

/**
 * How many type checkers `tsc` runs side by side: half the cores, at most TypeScript 7's default of
 * four. Each checker checks its share of the files but resolves the types they share anew, so on
 * two cores four checkers cost 30 to 45 % more processor time than one, for a longer run (viem's
 * typecheck: 5.7 cpu-s in 3.0 s with four, 3.7 in 2.7 s with one).
 */
export const checkerArgs = [
  "--checkers",
  String(Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)))),
];

/** Runs TypeScript 7's `tsc` with `args` in this process's folder, then exits with its status. */
export function runTsc(args) {
  const { status, error } = spawnSync(process.execPath, [tscPath, ...checkerArgs, ...args], {
    stdio: "inherit",
  });
  if (error) throw error;
  process.exit(status ?? 1);
}
