// A package build's own emit (viem's per-module declarations): TypeScript 7's compiler, with the
// arguments given, as `typecheck.mjs` checks. It emits the declarations TypeScript 5.9's did, in
// a fifth of the time; unions may list their members in another order, and string literals in the
// ABIs' types take single quotes.
import { runTsc } from "./tsc.mjs";

runTsc(process.argv.slice(2));
