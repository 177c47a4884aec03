// The `typecheck` of every workspace package: TypeScript 7's compiler (`typescript-native`, the native
// port, about three times faster here) checks the package as its `tsconfig.json` says, without
// emitting. TypeScript 5.9 (`typescript`) stays for what uses the compiler's JavaScript API, which
// TypeScript 7 does not ship: tsup's bundled declarations, TypeDoc, twoslash and the docs' usage
// tests.
import { runTsc } from "./tsc.mjs";

runTsc(["--noEmit", ...process.argv.slice(2)]);
