/** The absolute path of TypeScript 7's `tsc`, a Node.js script. */
export declare const tscPath: string;
/** Runs TypeScript 7's `tsc` with `args` in this process's folder, then exits with its status. */
export declare function runTsc(args: string[]): never;
