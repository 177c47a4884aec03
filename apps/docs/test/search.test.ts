import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { connectBrowser, open } from "./browser.ts";

connectBrowser();

const dialog = (page: Page) => page.getByRole("dialog");
const input = (page: Page) => page.locator("#search-input");
const results = (page: Page) => dialog(page).locator("li[aria-selected]");
const selected = (page: Page) =>
  dialog(page).locator('li[aria-selected="true"]').getAttribute("aria-label");
const resultPages = async (page: Page) =>
  new Set(
    (
      await dialog(page)
        .locator("li[aria-selected] a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
    )
      // A result's own link carries the base path; links in its text, as the index stores them,
      // do not.
      .filter((href) => href.startsWith("/rollups-ts/"))
      .map((href) => href.replace(/#.*$/, "")),
  );

async function search(page: Page, query: string) {
  await input(page).fill(query);
  // The dialog waits 200 ms after the last keystroke.
  await expect.poll(() => dialog(page).locator("li").count()).toBeGreaterThan(0);
}

test("/ opens the search when no input has focus, Esc closes it, Meta+K toggles it", async () => {
  const { page, close } = await open("/viem");
  try {
    expect(await dialog(page).count()).toBe(0);
    await page.keyboard.press("/");
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await expect
      .poll(() => input(page).evaluate((element) => element === document.activeElement))
      .toBe(true);
    // With the search input focused, "/" is text, not a shortcut.
    await page.keyboard.press("/");
    expect(await input(page).inputValue()).toBe("/");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);

    await page.keyboard.press("Meta+k");
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await page.keyboard.press("Meta+k");
    await expect.poll(() => dialog(page).count()).toBe(0);
  } finally {
    await close();
  }
});

test("arrows move the selection with wrap-around and Enter opens the selected result", async () => {
  const { page, close } = await open("/");
  try {
    await page.keyboard.press("/");
    await search(page, "pagination");
    const count = await results(page).count();
    expect(count).toBeGreaterThan(2);
    const labels = await results(page).evaluateAll((items) =>
      items.map((item) => item.getAttribute("aria-label")),
    );
    expect(await selected(page)).toBe(labels[0]);
    await page.keyboard.press("ArrowDown");
    expect(await selected(page)).toBe(labels[1]);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await selected(page)).toBe(labels[count - 1]);
    await page.keyboard.press("ArrowDown");
    expect(await selected(page)).toBe(labels[0]);

    const href = await dialog(page).locator('li[aria-selected="true"] a').getAttribute("href");
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
  } finally {
    await close();
  }
});

test("while the index loads, a search says nothing yet, not No results", async () => {
  const { page, close } = await open("/");
  try {
    // The dialog fetches its index when it first opens: held here until the dialog has the query.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/.vocs/search-index-*.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.press("/");
    await input(page).fill("pagination");
    // The list marks itself busy once the query is in (after the dialog's 200 ms debounce).
    await expect.poll(() => dialog(page).locator('ul[aria-busy="true"]').count()).toBe(1);
    expect(await dialog(page).locator("li").allTextContents()).toEqual([]);
    release();
    await expect.poll(() => results(page).count()).toBeGreaterThan(2);
    expect(await dialog(page).locator("ul[aria-busy]").count()).toBe(0);
  } finally {
    await close();
  }
});

test('an unknown word shows No results for "…"', async () => {
  const { page, close } = await open("/");
  try {
    await page.keyboard.press("/");
    await search(page, "zyxwvut");
    expect(await dialog(page).locator("li").allTextContents()).toEqual([
      'No results for "zyxwvut"',
    ]);
  } finally {
    await close();
  }
});

test("two words only match sections that contain both", async () => {
  const { page, close } = await open("/");
  try {
    await page.keyboard.press("/");
    // The ERC-20 deposit hook and allowance say "approve" but never "tokenId" (or "tokenIds", as
    // the last term is a prefix): with AND they drop out, and the ERC-721 and ERC-1155 deposits,
    // which say both, stay.
    await search(page, "approve");
    await expect
      .poll(async () => (await resultPages(page)).has("/rollups-ts/wagmi/useDepositERC20Tokens"))
      .toBe(true);
    expect(await resultPages(page)).toContain("/rollups-ts/wagmi/usePortalAllowance");

    await search(page, "approve tokenId");
    await expect
      .poll(async () => (await resultPages(page)).has("/rollups-ts/viem/depositERC721Token"))
      .toBe(true);
    const both = await resultPages(page);
    // The dialog lists the 16 best sections: the batch deposit hook's, which say both, rank above
    // those of the batch action's page.
    expect(both).toContain("/rollups-ts/wagmi/useDepositBatchERC1155Token");
    expect(both).not.toContain("/rollups-ts/wagmi/useDepositERC20Tokens");
    expect(both).not.toContain("/rollups-ts/wagmi/usePortalAllowance");
    expect(both).not.toContain("/rollups-ts/viem/depositERC20Tokens");
  } finally {
    await close();
  }
});

test("the detail view choice persists under showDetailView", async () => {
  const { page, close } = await open("/");
  try {
    await page.keyboard.press("/");
    await search(page, "pagination");
    const excerpts = dialog(page).locator("li[aria-selected] div.vocs_SearchDialog_excerpt");
    await expect.poll(() => excerpts.count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Toggle detail view" }).click();
    await expect.poll(() => excerpts.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("showDetailView"))).toBe("false");

    await page.reload({ waitUntil: "networkidle" });
    await page.keyboard.press("/");
    await search(page, "pagination");
    expect(await results(page).count()).toBeGreaterThan(0);
    expect(await excerpts.count()).toBe(0);
  } finally {
    await close();
  }
});
