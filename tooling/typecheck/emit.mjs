// A package build's own emit (viem's per-module declarations): TypeScript 7's compiler, with the
// arguments given, as `typecheck.mjs` checks. It emits the declarations TypeScript 5.9's did, in
// a fifth of the time; unions may list their members in another order, and string literals in the
// ABIs' types take single quotes.
import { spawnSync } from "node:child_process";
import { tscPath as tsc } from "./tsc.mjs";

const { status, error } = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], {
  stdio: "inherit",
});
if (error) throw error;
process.exit(status ?? 1);
