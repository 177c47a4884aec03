// @vitest-environment happy-dom
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { cleanup, render, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { Providers } from "../examples/wagmi/config";
import { foreclosedExamples } from "./foreclosed";

// Not `new URL(…, import.meta.url)`: happy-dom replaces `URL`, which then rejects file URLs.
const examplesRoot = join(import.meta.dirname, "../examples/wagmi");

/** Every hook example: `examples/wagmi/*.tsx` except the shared providers and those that need a foreclosed application. */
const examples = readdirSync(examplesRoot)
  .filter((file) => file.endsWith(".tsx") && file !== "config.tsx")
  .filter((file) => !foreclosedExamples.includes(`wagmi/${file}`))
  .sort();

/** The texts a reader sees, one per paragraph or list item, in document order. */
const renderedLines = (container: HTMLElement) =>
  [...container.querySelectorAll("p, li")].map((element) => element.textContent ?? "");

const rendered: string[] = [];

afterEach(() => cleanup());

describe("wagmi usage examples", () => {
  test.each(examples)("%s renders what its // @log: lines say", async (example) => {
    const source = readFileSync(join(examplesRoot, example), "utf8");
    const expected = [...source.matchAll(/^\s*\/\/ @log: ?(.*)$/gm)].map((match) => match[1]);
    expect(expected.length, `${example} has no // @log: line`).toBeGreaterThan(0);

    const module: Record<string, unknown> = await import(join(examplesRoot, example));
    const components = Object.values(module).filter(
      (value): value is ComponentType => typeof value === "function",
    );
    expect(components, `${example} exports one component`).toHaveLength(1);
    const Example = components[0]!;

    const { container } = render(
      <Providers>
        <Example />
      </Providers>,
    );
    // Loading first, then the data: only the settled text can equal the page's lines.
    await waitFor(() => expect(renderedLines(container)).toEqual(expected), { timeout: 30_000 });
    rendered.push(basename(example));
  });

  afterAll(() => {
    console.info(
      `Hook examples: ${rendered.length} of ${examples.length} rendered against the local node.`,
    );
  });
});
