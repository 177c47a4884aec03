import { readFileSync } from "node:fs";
import { join } from "node:path";
import { format } from "node:util";
import type { ComponentType } from "react";
import { expect, vi } from "vitest";

// Running the docs' examples as a reader would: a script prints what its `// @log:` lines say, a
// component renders it. Shared by the examples' tests.

// Not `new URL(…, import.meta.url)`: happy-dom replaces `URL`, which then rejects file URLs.
/** `apps/docs/examples`, which the examples' names (`viem/addInput.ts`) are relative to. */
export const examplesRoot = join(import.meta.dirname, "../examples");

/** What an example's `// @log:` lines say it prints or renders, in order. */
export const expectedLogs = (example: string) =>
  [...readFileSync(join(examplesRoot, example), "utf8").matchAll(/^\s*\/\/ @log: ?(.*)$/gm)].map(
    (match) => match[1],
  );

/** Runs a script example and returns what it printed, line by line. */
export async function printedBy(example: string): Promise<string[]> {
  const printed: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
    printed.push(...format(...args).split("\n"));
  });
  try {
    await import(join(examplesRoot, example));
  } finally {
    log.mockRestore();
  }
  return printed;
}

/** The one component a React example exports. */
export async function exampleComponent(example: string): Promise<ComponentType> {
  const module: Record<string, unknown> = await import(join(examplesRoot, example));
  const components = Object.values(module).filter(
    (value): value is ComponentType => typeof value === "function",
  );
  expect(components, `${example} exports one component`).toHaveLength(1);
  return components[0]!;
}

/** The texts a reader sees, one per paragraph or list item, in document order. */
export const renderedLines = (container: HTMLElement) =>
  [...container.querySelectorAll("p, li")].map((element) => element.textContent ?? "");
