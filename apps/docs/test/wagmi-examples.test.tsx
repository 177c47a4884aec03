// @vitest-environment happy-dom
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { Providers } from "../examples/wagmi/config";
import { exampleComponent, examplesRoot, expectedLogs, renderedLines } from "./examples-run";
import { foreclosedExamples } from "./foreclosed";
import { refundExamples } from "./refunded";

/** Every hook example: `examples/wagmi/*.tsx` except the shared providers and those that need a foreclosed application. */
const examples = readdirSync(join(examplesRoot, "wagmi"))
  .filter((file) => file.endsWith(".tsx") && file !== "config.tsx")
  .map((file) => `wagmi/${file}`)
  .filter((example) => !foreclosedExamples.includes(example) && !refundExamples.includes(example))
  .sort();

const rendered: string[] = [];

afterEach(() => cleanup());

describe("wagmi usage examples", () => {
  test.each(examples)("%s renders what its // @log: lines say", async (example) => {
    const expected = expectedLogs(example);
    expect(expected.length, `${example} has no // @log: line`).toBeGreaterThan(0);
    const Example = await exampleComponent(example);

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
