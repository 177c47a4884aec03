import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { checkerArgs, tscPath } from "../../../tooling/typecheck/tsc.mjs";

const docsRoot = fileURLToPath(new URL("..", import.meta.url));

/** What the checker says of a name that nothing in scope declares. */
const undeclared = new Set([2304, 2552, 2580, 2581, 2582, 2591, 18004]);

type Block = {
  line: number;
  /** The files as the reader sees them. */
  files: Map<string, string>;
  /** The files as they are type-checked: a twoslash block whole, a plain one with the page's setup. */
  checked: Map<string, string>;
};

/** Replaces `// [!include ~/<path>]` with the file's text, as Vocs does before twoslash runs. */
const expand = (code: string) =>
  code.replace(/^\/\/ \[!include ~\/([^\]\s:]+)\]$/gm, (_, path: string) =>
    readFileSync(join(docsRoot, path), "utf8"),
  );

/**
 * A block as the reader sees it, split into its files: what `// ---cut---` hides is left out,
 * except a `@filename: config.*` file, which the page shows as its setup tab.
 */
function visibleFiles(source: string, lang: string): Map<string, string> {
  const code = expand(source);
  const files = new Map<string, string>();
  const parts = code.split(/^\/\/ @filename: (\S+)$/m);
  const main = `example.${lang}`;
  if (parts.length === 1) {
    const cut = code.split(/^\/\/ ---cut---$/m);
    files.set(main, cut[cut.length - 1]!);
    return files;
  }
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    const text = parts[i + 1]!;
    const cut = text.split(/^\/\/ ---cut---$/m);
    files.set(name, /^config\./.test(name) ? text : cut[cut.length - 1]!);
  }
  return files;
}

/** A twoslash block's files whole, as the build type-checks them: what `---cut---` hides included. */
function wholeFiles(source: string, lang: string): Map<string, string> {
  const parts = expand(source).split(/^\/\/ @filename: (\S+)$/m);
  if (parts.length === 1) return new Map([[`example.${lang}`, parts[0]!]]);
  const files = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) files.set(parts[i]!, parts[i + 1]!);
  return files;
}

/** The handwritten `.mdx` files of a folder: the generated API reference is left out. */
const handwritten = (folder: string) =>
  readdirSync(join(docsRoot, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx") && !file.startsWith("api"))
    .map((file) => join(folder, file));

/**
 * The TypeScript and TSX blocks of every page and of the snippets pages import, but the generated
 * API reference. The build does not type-check them (twoslash runs with `noErrors`): this does.
 */
function pageBlocks(): { page: string; blocks: Block[] }[] {
  const pages = [...handwritten("pages"), ...handwritten("snippets")].sort();
  return pages.map((page) => {
    const text = readFileSync(join(docsRoot, page), "utf8");
    const blocks: Block[] = [];
    // The page's setup: the config files its usage block shows beside the example.
    let setup = new Map<string, string>();
    for (const match of text.matchAll(/^```(tsx?)( twoslash)?\b[^\n]*\n([\s\S]*?)^```$/gm)) {
      const lang = match[1]!;
      const twoslash = match[2] !== undefined;
      const code = match[3]!;
      const line = text.slice(0, match.index).split("\n").length;
      const whole = twoslash ? wholeFiles(code, lang) : undefined;
      // A usage block's setup tab (`[config.ts]`), or the config file a twoslash block holds.
      const tab = match[0].match(/^```\w+[^\n]*\[(config\.tsx?)\]/)?.[1];
      if (tab && setup.size === 0) setup = new Map([[tab, expand(code)]]);
      if (whole && setup.size === 0)
        setup = new Map([...whole].filter(([name]) => /^config\./.test(name)));
      const checked = whole ?? new Map([...setup, [`example.${lang}`, code]]);
      blocks.push({ line, files: visibleFiles(code, lang), checked });
    }
    return { page, blocks };
  });
}

/** The compiler options the blocks are checked with: a reader's bundler project with React. */
const compilerOptions = {
  target: "es2022",
  module: "esnext",
  moduleResolution: "bundler",
  jsx: "react-jsx",
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: ["node"],
  lib: ["es2022", "dom"],
};

/** A diagnostic of the type checker: its code (`TS2304` is 2304), and where and what it says. */
type Diagnostic = { code: number; file: string; line: number; message: string };

/**
 * For each set of files (a block's, each in a folder of its own), the type checker's errors that
 * `keep` keeps. One program for all: the packages' types load once, where a checker per block (as
 * twoslash makes) loads them again for each. TypeScript 7's compiler checks them, as it checks the
 * packages (`tooling/typecheck`), from files written under `.cache/` in the docs folder, so that
 * packages resolve from its `node_modules`.
 */
function errorsOf(sets: Map<string, string>[], keep: (diagnostic: Diagnostic) => boolean) {
  mkdirSync(join(docsRoot, ".cache"), { recursive: true });
  const root = mkdtempSync(join(docsRoot, ".cache", "usage-"));
  try {
    const names = sets.map((files, index) =>
      [...files].map(([name, text]) => {
        const path = join(root, String(index), name);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, text);
        return path;
      }),
    );
    writeFileSync(
      join(root, "tsconfig.json"),
      JSON.stringify({ compilerOptions, files: names.flat() }),
    );
    const { stdout, stderr, status, error } = spawnSync(
      process.execPath,
      [tscPath, ...checkerArgs, "-p", root, "--pretty", "false"],
      { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (error) throw error;
    // `file(line,column): error TS<code>: message`, the message's chain on indented lines after.
    const diagnostics: Diagnostic[] = [];
    for (const line of stdout.split("\n")) {
      const match = line.match(/^(.+?)\((\d+),\d+\): error TS(\d+): (.*)$/);
      if (match)
        diagnostics.push({
          file: resolve(root, match[1]!),
          line: Number(match[2]),
          code: Number(match[3]),
          message: match[4]!,
        });
      else if (/^\s+\S/.test(line) && diagnostics.length > 0)
        diagnostics[diagnostics.length - 1]!.message += ` ${line.trim()}`;
    }
    // Errors give a status other than 0; one without any listed is the compiler failing.
    if (status !== 0 && diagnostics.length === 0)
      throw new Error(`tsc exited with ${status} and listed no errors:\n${stdout}\n${stderr}`);
    return names.map((paths) =>
      paths.flatMap((path) =>
        diagnostics
          .filter((diagnostic) => diagnostic.file === path && keep(diagnostic))
          .map(({ line, message }) => `${path.split("/").pop()}:${line}: ${message}`),
      ),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * One test per page with blocks, failing on the errors `keep` keeps in its blocks' `filesOf`.
 * Returns what the same check finds in `sample`, which shows that it can fail.
 */
function testEachPage(
  pages: { page: string; blocks: Block[] }[],
  filesOf: (block: Block) => Map<string, string>,
  sample: Map<string, string>,
  keep: (diagnostic: Diagnostic) => boolean,
): string {
  const blocks = pages.flatMap(({ blocks }) => blocks);
  const found = errorsOf([...blocks.map(filesOf), sample], keep);
  const problemsOf = new Map(blocks.map((block, index) => [block, found[index]!]));
  test.for(
    pages.filter(({ blocks }) => blocks.length > 0).map((page) => [page.page, page] as const),
  )("%s", ([, { blocks }]) => {
    const problems = blocks.flatMap((block) =>
      problemsOf.get(block)!.map((problem) => `block at line ${block.line}, ${problem}`),
    );
    expect(problems).toEqual([]);
  });
  return found[found.length - 1]!.join("\n");
}

describe("every identifier a usage block uses is imported or declared where the reader sees it", () => {
  const pages = pageBlocks();

  test("the pages hold usage blocks", () => {
    const count = pages.reduce((sum, { blocks }) => sum + blocks.length, 0);
    console.log(`${count} TypeScript blocks on ${pages.length} pages`);
    expect(count).toBeGreaterThan(100);
  });

  const sample = visibleFiles(
    [
      "// @filename: example.ts",
      "const privateKey = '0x1';",
      "// ---cut---",
      "console.log(privateKey, application);",
    ].join("\n"),
    "ts",
  );
  const sampleProblems = testEachPage(
    pages,
    ({ files }) => files,
    sample,
    ({ code }) => undeclared.has(code),
  );

  test("a name hidden by ---cut--- or never declared is found", () => {
    expect(sampleProblems).toContain("'privateKey'");
    expect(sampleProblems).toContain("'application'");
  });
});

describe("every block type-checks", () => {
  const sample = new Map([
    ["example.ts", 'import { getInput } from "@cartesi/viem";\ngetInput(1);\n'],
  ]);
  const sampleProblems = testEachPage(
    pageBlocks(),
    ({ checked }) => checked,
    sample,
    () => true,
  );

  test("a block that calls an action wrongly is found", () => {
    expect(sampleProblems).toContain("Expected 2 arguments");
  });
});
