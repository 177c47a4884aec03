import { expect, test } from "vitest";
import { connectBrowser, open, urlOf } from "./browser.ts";

connectBrowser();

test("the skip link is the first stop of the keyboard and jumps to the content", async () => {
  const { page, close } = await open("/viem/addInput");
  try {
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    expect(await focused.textContent()).toBe("Skip to content");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.url()).toBe(`${urlOf("/viem/addInput")}#vocs-content`);
    expect(await page.locator("#vocs-content").count()).toBe(1);
  } finally {
    await close();
  }
});

test("external links open in a new tab", async () => {
  const { page, close } = await open("/viem");
  try {
    const external = page.locator('article a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
    await page.context().route("https://viem.sh/**", (route) => route.fulfill({ body: "viem" }));
    const [tab] = await Promise.all([
      page.waitForEvent("popup"),
      page.locator('article a[href="https://viem.sh"]').click(),
    ]);
    expect(tab.url()).toBe("https://viem.sh/");
    expect(page.url()).toBe(urlOf("/viem"));
  } finally {
    await close();
  }
});

test("on a narrow screen a bar shows the section title, Top after scrolling and an On this page popover", async () => {
  const { page, close } = await open("/viem/depositEther", {
    viewport: { width: 390, height: 700 },
  });
  try {
    const bar = page.locator(".vocs_MobileTopNav_curtain");
    expect(await bar.isVisible()).toBe(true);
    await expect
      .poll(() => bar.locator(".vocs_MobileTopNav_menuTitle").textContent())
      .toBe("depositEther");
    expect(await page.locator("aside.vocs_Sidebar").isVisible()).toBe(false);

    const top = bar.getByRole("button", { name: "Top" });
    expect(await top.count()).toBe(0);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => top.isVisible()).toBe(true);
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => top.count()).toBe(0);

    await bar.getByRole("button", { name: "On this page" }).click();
    const popover = page.getByRole("dialog");
    await expect
      .poll(() => popover.getByRole("link", { name: "Contract function" }).isVisible())
      .toBe(true);
    await popover.getByRole("link", { name: "Parameters", exact: true }).click();
    await expect.poll(() => page.url()).toBe(`${urlOf("/viem/depositEther")}#parameters`);
  } finally {
    await close();
  }
});

test("hydration computes the prerendered ids: a code group's tabs keep their own", async () => {
  // React does not patch attributes that differ after hydration: an id computed otherwise (a tree
  // that is not the prerender's) stays wrong in the DOM while React renders with its own.
  const { page, problems, close } = await open("/viem/addInput");
  try {
    const ids = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="tab"][id]')].map((element) => {
          const key = Object.keys(element).find((name) => name.startsWith("__reactProps$"));
          const props = key ? (element as unknown as Record<string, { id?: string }>)[key] : {};
          return { dom: element.id, react: props?.id };
        }),
      );
    await expect
      .poll(async () => (await ids()).every(({ react }) => react !== undefined))
      .toBe(true);
    const tabs = await ids();
    expect(tabs.length).toBeGreaterThan(1);
    for (const { dom, react } of tabs) expect(react).toBe(dom);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test("code blocks keep their prerendered markup once the page has hydrated, highlighted in both themes", async () => {
  const { page, response, problems, close } = await open("/viem/addInput");
  try {
    const prerendered = await response!.text();
    const [before, after] = await page.evaluate((html) => {
      const blocks = (root: Document) =>
        [...root.querySelectorAll("pre > code")].map((code) => code.innerHTML);
      return [blocks(new DOMParser().parseFromString(html, "text/html")), blocks(document)];
    }, prerendered);
    // The usage blocks, with their type annotations, and the per-parameter snippets.
    expect(before.length).toBeGreaterThan(5);
    expect(before.join("")).toContain('class="twoslash-hover" data-popup-index="0"');
    expect(after).toEqual(before);
    expect(after.join("")).toMatch(/<span style="color:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">/);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test("pointing at a type annotation in a code block shows its popover", async () => {
  const { page, problems, close } = await open("/viem/addInput");
  try {
    // The site's popups are one module, loaded on the first pointer over a block, not with the page.
    const popupTable = /\/assets\/twoslash-popups-[\w-]+\.js$/;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const pageCode = await page.evaluate(() =>
      performance.getEntriesByType("resource").map(({ name }) => name),
    );
    expect([...pageCode, ...scripts].filter((url) => popupTable.test(url))).toEqual([]);
    const popup = page.locator(".twoslash-popup-info-hover");
    expect(await popup.count()).toBe(0);
    // The first, a middle and the last annotation of the page: each shows its own type, which
    // names the identifier pointed at.
    const targets = page.locator(".twoslash-hover .twoslash-target");
    const count = await targets.count();
    expect(count).toBeGreaterThan(10);
    for (const index of [0, Math.floor(count / 2), count - 1]) {
      const target = targets.nth(index);
      const name = (await target.textContent())?.trim();
      expect(name).toBeTruthy();
      await target.scrollIntoViewIfNeeded();
      await target.hover();
      await expect.poll(() => popup.first().isVisible()).toBe(true);
      expect(await popup.count()).toBe(1);
      expect(await popup.first().textContent()).toContain(name);
      await page.mouse.move(0, 0);
      await expect.poll(() => popup.count()).toBe(0);
    }
    expect(scripts.filter((url) => popupTable.test(url))).toHaveLength(1);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test("a name imported from a package's subpath export shows its type in its popover, not any", async () => {
  // `@cartesi/local-devnet/deployment` exists only in the package's `exports`, which node10's
  // module resolution does not read: its names were `any` in the popups.
  const { page, problems, close } = await open("/viem");
  try {
    const target = page
      .locator(".twoslash-hover .twoslash-target", { hasText: /^devnetDeployments$/ })
      .first();
    await target.scrollIntoViewIfNeeded();
    await target.hover();
    const popup = page.locator(".twoslash-popup-info-hover");
    await expect.poll(() => popup.first().isVisible()).toBe(true);
    const text = await popup.first().textContent();
    expect(text).toContain("const devnetDeployments");
    expect(text).toContain('version: "3.0.0-alpha.9"');
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
