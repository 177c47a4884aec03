// Where TypeScript 7's command-line compiler (`typescript-native`) is: the packages' `typecheck`
// runs it, and so does Vitest for the packages' type tests (`*.test-d.ts`, `typecheck.checker`).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

const manifest = createRequire(import.meta.url).resolve("typescript-native/package.json");
const { bin } = JSON.parse(readFileSync(manifest, "utf8"));

/** The absolute path of TypeScript 7's `tsc`, a Node.js script. */
export const tscPath = resolve(dirname(manifest), typeof bin === "string" ? bin : bin.tsc);
