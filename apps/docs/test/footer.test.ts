import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { connectBrowser, open, urlOf } from "./browser.ts";
import { sidebarLinks } from "./spec.ts";

connectBrowser();

const neighbours = (path: string) => {
  const index = sidebarLinks.findIndex(({ link }) => link === path);
  return { previous: sidebarLinks[index - 1]!, next: sidebarLinks[index + 1]! };
};

test("the footer links to the page's file on GitHub and shows when the page last changed in git", async () => {
  const { page, response, close } = await open("/viem/addInput");
  try {
    const edit = page.getByRole("link", { name: "Edit page" });
    expect(await edit.getAttribute("href")).toBe(
      "https://github.com/cartesi/rollups-ts/edit/main/apps/docs/pages/viem/addInput.mdx",
    );
    const committedAt =
      Number(
        execFileSync("git", ["log", "-1", "--format=%at", "pages/viem/addInput.mdx"], {
          cwd: new URL("..", import.meta.url),
        }).toString(),
      ) * 1000;
    const time = page.locator("footer time");
    await expect.poll(() => time.count()).toBe(1);
    expect(new Date((await time.getAttribute("datetime"))!).getTime()).toBe(committedAt);
    // The day in UTC, already in the page as served: hydration renders the same text, with no
    // second render (and no Intl call) once mounted.
    const day = new Date(committedAt).toISOString().slice(0, 10);
    expect(await page.locator("footer").textContent()).toContain(`Last updated: ${day}`);
    expect(await response!.text()).toMatch(
      new RegExp(`Last updated:(<!-- -->)? <time dateTime="[^"]+">${day}</time>`),
    );
  } finally {
    await close();
  }
});

test("previous and next links follow the sidebar order, are in the page as served, and Shift+Arrow keys move to them", async () => {
  const { page, response, close } = await open("/viem/addInput");
  try {
    const { previous, next } = neighbours("/viem/addInput");
    // The served footer (the sidebar links to them too).
    const served = (await response!.text()).match(/<footer[^>]*>.*?<\/footer>/s)?.[0];
    for (const { link } of [previous, next]) expect(served).toContain(`href="/rollups-ts${link}"`);
    const left = page.locator("footer a", { has: page.getByRole("img", { name: "Previous" }) });
    const right = page.locator("footer a", { has: page.getByRole("img", { name: "Next" }) });
    expect([await left.textContent(), await left.getAttribute("href")]).toEqual([
      expect.stringContaining(previous.text),
      `/rollups-ts${previous.link}`,
    ]);
    expect([await right.textContent(), await right.getAttribute("href")]).toEqual([
      expect.stringContaining(next.text),
      `/rollups-ts${next.link}`,
    ]);

    await page.keyboard.down("ShiftLeft");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.up("ShiftLeft");
    await expect.poll(() => page.url()).toBe(urlOf(next.link));
    await expect.poll(() => page.locator("article h1").first().textContent()).toBe(next.text);

    await page.keyboard.down("ShiftLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.up("ShiftLeft");
    await expect.poll(() => page.url()).toBe(urlOf(previous.link));
  } finally {
    await close();
  }
});

test("the first page has no previous link", async () => {
  const { page, close } = await open("/");
  try {
    expect(
      await page.locator("footer a", { has: page.getByRole("img", { name: "Previous" }) }).count(),
    ).toBe(0);
    expect(
      await page
        .locator("footer a", { has: page.getByRole("img", { name: "Next" }) })
        .getAttribute("href"),
    ).toBe(`/rollups-ts${neighbours("/").next.link}`);
  } finally {
    await close();
  }
});
