import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { connectBrowser, documentMarked, markDocument, open, urlOf } from "./browser.ts";

connectBrowser();

const heading = (page: Page) => page.locator("article h1").first().textContent();
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test("a link opens its page at the top; Back and Forward return to where each page was left", async () => {
  const { page, problems, close } = await open("/viem/depositEther");
  try {
    await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBe(1500);

    await page.locator("aside a", { hasText: /^addInput$/ }).click();
    await expect.poll(() => heading(page)).toBe("addInput");
    expect(page.url()).toBe(urlOf("/viem/addInput"));
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => scrollY(page)).toBe(700);

    await page.goBack();
    await expect.poll(() => heading(page)).toBe("depositEther");
    await expect.poll(() => scrollY(page)).toBe(1500);

    await page.goForward();
    await expect.poll(() => heading(page)).toBe("addInput");
    await expect.poll(() => scrollY(page)).toBe(700);

    expect(await documentMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test("a link to a heading of another page opens that page at the heading", async () => {
  const { page, problems, close } = await open("/viem/addInput");
  try {
    await markDocument(page);
    await page.locator('article a[href$="/viem#contract-versions"]').first().click();
    await expect.poll(() => heading(page)).toBe("Viem Extension");
    expect(page.url()).toBe(urlOf("/viem#contract-versions"));
    // The heading is at the top of the window (below the sticky bar), not where the last page was.
    await expect
      .poll(() =>
        page.locator("#contract-versions").evaluate((element) => {
          const top = element.getBoundingClientRect().top;
          return top >= 0 && top < 150;
        }),
      )
      .toBe(true);
    expect(await scrollY(page)).toBeGreaterThan(0);
    expect(await documentMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test("Back and Forward right after a scroll return to that position, though no scroll event came before leaving", async () => {
  const { page, problems, close } = await open("/viem/depositEther");
  try {
    await page.locator("aside a", { hasText: /^addInput$/ }).click();
    await expect.poll(() => heading(page)).toBe("addInput");
    // The scroll and the navigation in one task: the browser reports a scroll at its next frame,
    // which comes after the router has moved to the next page.
    await page.evaluate(() => {
      window.scrollTo(0, 700);
      history.back();
    });
    await expect.poll(() => heading(page)).toBe("depositEther");
    await page.evaluate(() => {
      window.scrollTo(0, 1200);
      history.forward();
    });
    await expect.poll(() => heading(page)).toBe("addInput");
    await expect.poll(() => scrollY(page)).toBe(700);
    await page.goBack();
    await expect.poll(() => heading(page)).toBe("depositEther");
    await expect.poll(() => scrollY(page)).toBe(1200);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
