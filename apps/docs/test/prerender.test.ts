import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// Vocs 1.4.1 prerenders empty shells under a base path; patches/vocs@1.4.1.patch fixes it.
test("the built Introduction page is prerendered with its title and heading", () => {
  const html = readFileSync(new URL("../dist/index.html", import.meta.url), "utf8");
  expect(html).toContain("<title>Introduction · Cartesi</title>");
  expect(html).toMatch(/<h1[^>]*>(<div[^>]*><\/div>)?Introduction</);
  expect(html).toContain('<meta name="description" content="TypeScript libraries');
});
