import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import {
  hooks,
  publicActionsL1,
  publicActionsL2,
  rpcMethods,
  walletActionsL1,
} from "../sidebar.ts";
import { connectBrowser, session } from "./browser.ts";

connectBrowser();

// Page chunks are named after their page's file: `depositEther-<hash>.js`.
const otherPages = [
  "viem",
  "wagmi",
  "rpc",
  "createClient",
  ...walletActionsL1,
  ...publicActionsL1,
  ...publicActionsL2,
  ...hooks,
  ...rpcMethods,
].filter((name) => name !== "addInput");
const chunkOf = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
const isOtherPage = (url: string) => otherPages.some((name) => chunkOf(name).test(url));

/** The scripts the page fetched, each with when it started, and when viewport prefetching started. */
const timeline = (page: Page) =>
  page.evaluate(() => ({
    loaded: performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number,
    prefetchStart: performance.getEntriesByName("vocs:prefetch-start")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map(({ name, startTime }) => ({ url: name, startTime })),
  }));

test("before the page is interactive and idle, a first visit fetches only its own page's code", async () => {
  const { page, goto, problems, close } = await session();
  try {
    await goto("/viem/addInput");
    await expect.poll(async () => (await timeline(page)).prefetchStart).toBeGreaterThan(0);
    const { loaded, prefetchStart, scripts } = await timeline(page);
    expect(prefetchStart).toBeGreaterThanOrEqual(loaded);
    expect(scripts.some(({ url }) => chunkOf("addInput").test(url))).toBe(true);
    expect(
      scripts.filter(({ url, startTime }) => isOtherPage(url) && startTime < prefetchStart!),
    ).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test("then links prefetch their page as they scroll into view, not before", async () => {
  const { page, goto, problems, close } = await session();
  try {
    const fetched = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") fetched.add(request.url());
    });
    await goto("/viem/addInput");
    const visible = page.locator('aside a[href$="/viem/depositEther"]');
    const below = page.locator('aside a[href$="/rpc/cartesi_listReports"]');
    expect(await visible.isVisible()).toBe(true);
    await expect
      .poll(() => [...fetched].some((url) => chunkOf("depositEther").test(url)))
      .toBe(true);
    // The sidebar's last link sits below the fold until the sidebar scrolls.
    expect(await below.evaluate((link) => link.getBoundingClientRect().top > innerHeight)).toBe(
      true,
    );
    expect([...fetched].filter((url) => chunkOf("cartesi_listReports").test(url))).toEqual([]);
    await below.scrollIntoViewIfNeeded();
    await expect
      .poll(() => [...fetched].some((url) => chunkOf("cartesi_listReports").test(url)))
      .toBe(true);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test("under Save-Data no link prefetches on view; pointing at one fetches its page before the click", async () => {
  const { page, goto, problems, close } = await session({ saveData: true });
  try {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") fetched.push(request.url());
    });
    await goto("/viem/addInput");
    expect(
      await page.evaluate(
        () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
      ),
    ).toBe(true);
    // Without Save-Data, viewport prefetching would have started by the page's first idle period.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(
      await page.evaluate(() => performance.getEntriesByName("vocs:prefetch-start").length),
    ).toBe(0);
    expect(fetched.filter(isOtherPage)).toEqual([]);

    const link = page.locator('aside a[href$="/viem/depositEther"]');
    const intent = page.waitForRequest((request) => chunkOf("depositEther").test(request.url()));
    await link.hover();
    await intent;
    await link.click();
    await expect.poll(() => page.locator("article h1").textContent()).toBe("depositEther");
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
