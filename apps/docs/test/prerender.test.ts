import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// Vocs 1.4.1 prerenders empty shells under a base path; patches/vocs@1.4.1.patch fixes it.
test("the built Introduction page is prerendered with its title and heading", () => {
  const html = readFileSync(new URL("../dist/index.html", import.meta.url), "utf8");
  expect(html).toContain("<title>Introduction · Cartesi</title>");
  expect(html).toMatch(/<h1[^>]*>(<div[^>]*><\/div>)?Introduction</);
  expect(html).toContain('<meta name="description" content="TypeScript libraries');
});

test("no script blocks the first render: the theme script is inline, the rest are modules", () => {
  for (const file of ["index.html", "viem/addInput/index.html", "404.html"]) {
    const html = readFileSync(new URL(`../dist/${file}`, import.meta.url), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length, file).toBeGreaterThan(0);
    for (const attributes of scripts.filter((attributes) => /\bsrc=/.test(attributes)))
      expect(attributes, file).toMatch(/\btype="module"|\basync\b|\bdefer\b/);
    expect(html, file).toMatch(/<script>\(\(\) => \{[^<]*vocs\.theme/);
  }
});
