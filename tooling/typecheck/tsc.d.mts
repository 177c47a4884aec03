/** The absolute path of TypeScript 7's `tsc`, a Node.js script. */
export declare const tscPath: string;
