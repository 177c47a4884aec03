import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { connectBrowser, open } from "./browser.ts";

connectBrowser();

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("vocs.theme"));

for (const colorScheme of ["dark", "light"] as const) {
  test(`a first visit follows the system's ${colorScheme} colour scheme`, async () => {
    const { page, close } = await open("/viem", { colorScheme });
    try {
      expect(await isDark(page)).toBe(colorScheme === "dark");
    } finally {
      await close();
    }
  });
}

test("the toggle sets the dark class and the choice persists under vocs.theme", async () => {
  const { page, close } = await open("/viem", { colorScheme: "light" });
  try {
    const toggle = (mode: string) =>
      page.locator("aside button", { has: page.getByRole("img", { name: mode }) });
    await toggle("Dark Mode").click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await storedTheme(page)).toBe("dark");

    // The stored choice wins over the system scheme on the next visit.
    await page.reload();
    expect(await isDark(page)).toBe(true);

    await toggle("Light Mode").click();
    await expect.poll(() => isDark(page)).toBe(false);
    expect(await storedTheme(page)).toBe("light");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    expect(await isDark(page)).toBe(false);
  } finally {
    await close();
  }
});
