import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { connectBrowser, open } from "./browser.ts";

connectBrowser();

/** The outline's entries as `text` for level 2 and `  text` for level 3, nested under their parent. */
const readOutline = (page: Page) =>
  page.locator(".vocs_Outline_nav").evaluate((nav) => {
    const entries: string[] = [];
    const walk = (list: Element, depth: number) => {
      for (const child of list.children) {
        if (child.tagName === "UL") walk(child, depth + 1);
        else entries.push(`${"  ".repeat(depth)}${child.querySelector("a")!.textContent}`);
      }
    };
    walk(nav.querySelector(":scope > ul")!, 0);
    return entries;
  });

const activeEntries = (page: Page) =>
  page.locator('.vocs_Outline_nav a[data-active="true"]').allTextContents();

test("On this page lists the level 2 and 3 headings, nested", async () => {
  const { page, close } = await open("/viem/depositEther");
  try {
    expect(await page.locator(".vocs_Outline_heading").textContent()).toBe("On this page");
    expect(await readOutline(page)).toEqual([
      "Usage",
      "Returns",
      "Parameters",
      "  application",
      "  value",
      "  account",
      "  chain",
      "  execLayerData",
      "  gas",
      "  deployment",
      "  portalAddress",
      "Errors",
      "Contract function",
      "API reference",
      "  Signature",
      "  DepositEtherParameters",
      "  DepositEtherReturnType",
      "  DepositEtherErrorType",
    ]);
  } finally {
    await close();
  }
});

test("the active entry follows scrolling", async () => {
  const { page, close } = await open("/viem/depositEther", {
    viewport: { width: 1440, height: 500 },
  });
  try {
    expect(await activeEntries(page)).toEqual([]);
    await page.locator("#execlayerdata").evaluate((heading) => heading.scrollIntoView());
    await expect.poll(() => activeEntries(page), { timeout: 10_000 }).toEqual(["execLayerData"]);
    // At the bottom of the page the last heading is active, even if it cannot reach the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() => activeEntries(page), { timeout: 10_000 })
      .toEqual(["DepositEtherErrorType"]);
    await page.locator("#returns").evaluate((heading) => heading.scrollIntoView());
    await expect.poll(() => activeEntries(page), { timeout: 10_000 }).toEqual(["Returns"]);
  } finally {
    await close();
  }
});

/** A built page whose article has no level 2 or 3 heading (the API reference has such pages). */
function pageWithoutHeadings(): string {
  const dist = fileURLToPath(new URL("../dist/", import.meta.url));
  for (const file of globSync("api/**/index.html", { cwd: dist }).sort()) {
    if (!/<h[23][\s>]/.test(readFileSync(join(dist, file), "utf8")))
      return `/${file.replace(/\/?index\.html$/, "")}`;
  }
  throw new Error("no built page without level 2 or 3 headings");
}

test("a page without headings has no outline", async () => {
  const { page, close } = await open(pageWithoutHeadings());
  try {
    expect(await page.locator("article h2").count()).toBe(0);
    expect(await page.locator(".vocs_Outline_nav").count()).toBe(0);
    expect(await page.locator(".vocs_Outline_heading").count()).toBe(0);
  } finally {
    await close();
  }
});
