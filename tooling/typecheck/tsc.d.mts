/** The absolute path of TypeScript 7's `tsc`, a Node.js script. */
export declare const tscPath: string;
/** `--checkers <n>`: half the cores, at most four (see `tsc.mjs`). */
export declare const checkerArgs: string[];
/** Runs TypeScript 7's `tsc` with `args` in this process's folder, then exits with its status. */
export declare function runTsc(args: string[]): never;
