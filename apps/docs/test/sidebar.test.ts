import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { connectBrowser, documentMarked, markDocument, open, urlOf } from "./browser.ts";
import { sidebarGroups } from "./spec.ts";

connectBrowser();

type Entry = { text: string; link?: string; items?: Entry[] };

/** The sidebar as rendered: sections with their title and their shown items, links with their path. */
const readSidebar = (page: Page) =>
  page.locator("aside.vocs_Sidebar nav").evaluate((nav) => {
    const read = (items: Element): Entry[] =>
      [...items.children].map((child) => {
        if (child.tagName === "A")
          return {
            text: child.textContent!,
            link: child.getAttribute("href")!.replace(/^\/rollups-ts/, "") || "/",
          };
        const header = child.querySelector(":scope > .vocs_Sidebar_sectionHeader");
        const list = child.querySelector(":scope > .vocs_Sidebar_items");
        return {
          text: header?.firstElementChild?.textContent ?? "",
          items: list ? read(list) : [],
        };
      });
    return [...nav.querySelectorAll(":scope > .vocs_Sidebar_group > section")].flatMap(
      (section) => {
        const header = section.querySelector(":scope > .vocs_Sidebar_sectionHeader");
        const list = section.querySelector(":scope > .vocs_Sidebar_items")!;
        return header
          ? [{ text: header.firstElementChild!.textContent!, items: read(list) }]
          : read(list);
      },
    );
  });

const sectionHeader = (page: Page, text: string) =>
  page.locator(".vocs_Sidebar_sectionHeader", { has: page.getByText(text, { exact: true }) });
const isCollapsed = (page: Page, text: string) =>
  sectionHeader(page, text)
    .locator(".vocs_Sidebar_sectionCollapseActive")
    .count()
    .then((count) => count === 1);

test("the sidebar has the spec's groups and items in order, once every section is open", async () => {
  const { page, close } = await open("/");
  try {
    for (const text of ["Public L1 Actions", "Wallet L1 Actions", "Public L2 Actions", "Codecs"]) {
      if (await isCollapsed(page, text)) await sectionHeader(page, text).click();
    }
    expect(await readSidebar(page)).toEqual([
      { text: "Introduction", link: "/" },
      ...sidebarGroups,
    ]);
  } finally {
    await close();
  }
});

test("the top level is the spec's four entries in order, on the written pages and the API reference", async () => {
  for (const path of ["/", "/api/viem"]) {
    const { page, close } = await open(path);
    try {
      expect((await readSidebar(page)).map(({ text }) => text)).toEqual([
        "Introduction",
        "Viem Extension",
        "React Hooks",
        "RPC Client",
      ]);
    } finally {
      await close();
    }
  }
});

test("sections collapse and expand; the nested ones start collapsed", async () => {
  const { page, close } = await open("/");
  try {
    const getInput = page.locator("aside a", { hasText: /^getInput$/ });
    expect(await isCollapsed(page, "Public L2 Actions")).toBe(true);
    expect(await getInput.count()).toBe(0);
    await sectionHeader(page, "Public L2 Actions").click();
    await expect.poll(() => getInput.isVisible()).toBe(true);
    expect(await isCollapsed(page, "Public L2 Actions")).toBe(false);
    await sectionHeader(page, "Public L2 Actions").click();
    await expect.poll(() => getInput.count()).toBe(0);

    const useInput = page.locator("aside a", { hasText: /^useInput$/ });
    expect(await useInput.isVisible()).toBe(true);
    await sectionHeader(page, "React Hooks").locator('[aria-label="toggle section"]').click();
    await expect.poll(() => useInput.count()).toBe(0);
    await sectionHeader(page, "React Hooks").locator('[aria-label="toggle section"]').click();
    await expect.poll(() => useInput.isVisible()).toBe(true);
  } finally {
    await close();
  }
});

test("the current page is the active item, and the section holding it is open", async () => {
  const { page, problems, close } = await open("/viem/getInput");
  try {
    const active = page.locator('aside a[data-active="true"]');
    await expect.poll(() => active.allTextContents()).toEqual(["getInput"]);
    expect(await active.getAttribute("href")).toBe("/rollups-ts/viem/getInput");
    expect(await isCollapsed(page, "Public L2 Actions")).toBe(false);
    expect(await isCollapsed(page, "Wallet L1 Actions")).toBe(true);

    // Moving to a page of another collapsed section opens that one too.
    await page.goto(urlOf("/viem/depositEther"));
    await expect.poll(() => active.allTextContents()).toEqual(["depositEther"]);
    expect(await isCollapsed(page, "Wallet L1 Actions")).toBe(false);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test("clicking a sidebar link navigates there without reloading the page", async () => {
  const { page, close } = await open("/wagmi");
  try {
    await markDocument(page);
    await page.locator("aside a", { hasText: /^useEpochs$/ }).click();
    await expect.poll(() => page.locator("article h1").first().textContent()).toBe("useEpochs");
    expect(page.url()).toBe(urlOf("/wagmi/useEpochs"));
    expect(await documentMarked(page)).toBe(true);
  } finally {
    await close();
  }
});
