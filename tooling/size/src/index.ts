/**
 * Size budgets for the published packages, one mechanism for all of them: each row is what an app
 * imports, bundled by size-limit's esbuild plugin and measured gzipped by its file plugin, with the
 * package's peers external. Rows may be compared with the published package measured the same way
 * in the same run (a devDependency alias, so nothing is downloaded here). Prints one table and
 * returns the rows over budget.
 */
/// <reference path="./plugins.d.ts" />
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import esbuildPlugin from "@size-limit/esbuild";
import filePlugin from "@size-limit/file";
import sizeLimit from "size-limit";

/** What an app imports: module specifier → the names it imports, or `"*"` for all of the module. */
export type Imports = Readonly<Record<string, readonly string[] | "*">>;

/** At most `bytes`, or at most `published` times the published package's figure for the row. */
export type Budget = { readonly bytes: number } | { readonly published: number };

export type SizeRow = {
  readonly name: string;
  /** Relative specifiers are files of the package under test (e.g. `./dist/index.js`). */
  readonly ours: Imports;
  readonly published?: Imports;
  /** When set, the row is the largest of what each of these adds beside `ours` (`published`). */
  readonly beside?: readonly { readonly name: string; ours: Imports; published?: Imports }[];
  readonly budget: Budget;
};

export type SizeCheck = {
  /** The package's name, as the table's title. */
  readonly name: string;
  /** The package's folder: relative specifiers and bare ones resolve from there. */
  readonly packageDir: string;
  /** The published version compared against, as the column's title. */
  readonly published?: string;
  /** What an app already has (the package's peers): left out of every bundle. */
  readonly external: readonly string[];
  readonly rows: readonly SizeRow[];
};

export type SizeResult = {
  readonly name: string;
  readonly ours: number;
  readonly published: number | undefined;
  readonly limit: number;
  /** For a `beside` row: the import that adds the most. */
  readonly largest: string | undefined;
};

export async function checkSize(check: SizeCheck): Promise<readonly SizeResult[]> {
  const cacheDir = join(check.packageDir, "node_modules/.cache/rollups-ts-size");
  await rm(cacheDir, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  const measure = createMeasure(check, cacheDir);

  const results: SizeResult[] = [];
  for (const row of check.rows) {
    if ("published" in row.budget && !row.published) {
      throw new Error(
        `${check.name} size row "${row.name}": a budget relative to the published package needs \`published\` imports.`,
      );
    }
    const side = async (which: "ours" | "published") => {
      const imports = row[which];
      if (!imports) return { size: undefined, largest: undefined };
      const base = measure(imports);
      if (!row.beside) return { size: await base, largest: undefined };
      let largest: { size: number; name: string } | undefined;
      for (const beside of row.beside) {
        const extra = beside[which];
        if (!extra) continue;
        const added = (await measure(merge(imports, extra))) - (await base);
        if (!largest || added > largest.size) largest = { size: added, name: beside.name };
      }
      if (!largest) throw new Error(`${check.name} size row "${row.name}": nothing to add beside.`);
      return { size: largest.size, largest: largest.name };
    };
    const [ours, published] = await Promise.all([side("ours"), side("published")]);
    const limit =
      "bytes" in row.budget
        ? Math.round(row.budget.bytes)
        : Math.round(row.budget.published * published.size!);
    results.push({
      name: row.name,
      ours: ours.size!,
      published: published.size,
      limit,
      largest: ours.largest,
    });
  }
  await rm(cacheDir, { recursive: true, force: true });
  print(check, results);
  return results.filter((result) => result.ours > result.limit);
}

function createMeasure(check: SizeCheck, cacheDir: string) {
  const sizes = new Map<string, Promise<number>>();
  return (imports: Imports): Promise<number> => {
    const code = entryCode(imports, check.packageDir);
    let size = sizes.get(code);
    if (!size) {
      size = measureEntry(code, join(cacheDir, `${sizes.size}.js`), check.external);
      sizes.set(code, size);
    }
    return size;
  };
}

async function measureEntry(code: string, file: string, external: readonly string[]) {
  await writeFile(file, code);
  const [result] = (await sizeLimit([...esbuildPlugin, ...filePlugin], {
    checks: [{ files: [file], ignore: [...external], gzip: true, modifyEsbuildConfig: asEsm }],
  })) as { size: number }[];
  return result!.size;
}

// An app's bundle is ESM: its externals stay imports instead of gaining esbuild's `require` shim.
const asEsm = (config: object) => ({ ...config, format: "esm", platform: "browser" });

// The entry re-exports what the app imports, so the bundle keeps exactly that (no namespace object).
function entryCode(imports: Imports, packageDir: string): string {
  return Object.entries(imports)
    .map(([specifier, names]) => {
      const from = JSON.stringify(
        specifier.startsWith(".") ? resolve(packageDir, specifier) : specifier,
      );
      return names === "*"
        ? `export * from ${from};`
        : `export { ${[...names].sort().join(", ")} } from ${from};`;
    })
    .join("\n");
}

function merge(a: Imports, b: Imports): Imports {
  const merged: Record<string, readonly string[] | "*"> = { ...a };
  for (const [specifier, names] of Object.entries(b)) {
    const current = merged[specifier];
    merged[specifier] =
      current === "*" || names === "*" ? "*" : [...new Set([...(current ?? []), ...names])];
  }
  return merged;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function print(check: SizeCheck, results: readonly SizeResult[]) {
  const header = ["import", "now", "budget"];
  if (check.published) header.push(`published ${check.published}`);
  const lines = results.map((result, index) => {
    const row = check.rows[index]!;
    const name = result.largest ? `${result.name} (largest: ${result.largest})` : result.name;
    const share = "published" in row.budget && row.budget.published !== 1;
    const budget =
      "bytes" in row.budget
        ? `≤ ${kb(row.budget.bytes)}`
        : `≤ ${share ? `${row.budget.published.toFixed(2)} × ` : ""}published (${kb(result.limit)})`;
    const line = [name, kb(result.ours), budget];
    if (check.published) line.push(result.published === undefined ? "" : kb(result.published));
    line.push(result.ours > result.limit ? `OVER by ${result.ours - result.limit} B` : "ok");
    return line;
  });
  const widths = header.map((_, column) =>
    Math.max(header[column]!.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  console.log(
    `${check.name} size: size-limit (esbuild bundle, minified, gzip -9), external: ${check.external.join(", ") || "none"}; 1 KB = 1024 B\n`,
  );
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

/** Runs the check as a script: prints the table, and exits 1 naming the rows over budget. */
export async function runSizeCheck(check: SizeCheck): Promise<void> {
  const over = await checkSize(check);
  if (over.length === 0) return;
  console.error(
    `\n${check.name} is over its size budget: ${over.map((result) => `${result.name} (${result.ours} B > ${result.limit} B)`).join("; ")}.`,
  );
  process.exitCode = 1;
}
