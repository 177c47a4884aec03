import { expect, test } from "vitest";
import { connectBrowser, open } from "./browser.ts";

connectBrowser();

test("a code group's tabs switch by click, arrow keys, Home and End, showing one panel at a time", async () => {
  const { page, problems, close } = await open("/viem/addInput");
  try {
    const group = page.locator('[role="tablist"]').first();
    await group.scrollIntoViewIfNeeded();
    const tabs = group.locator('[role="tab"]');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    const names = await tabs.allTextContents();
    const selected = () => group.locator('[role="tab"][aria-selected="true"]').textContent();
    const panel = async (index: number) =>
      page.locator(`[id="${await tabs.nth(index).getAttribute("aria-controls")}"]`);
    const shown = async (index: number) => (await panel(index)).isVisible();

    expect(await selected()).toBe(names[0]);
    expect(await shown(0)).toBe(true);
    expect(await shown(1)).toBe(false);

    await tabs.nth(1).click();
    await expect.poll(selected).toBe(names[1]);
    expect(await shown(1)).toBe(true);
    expect(await shown(0)).toBe(false);

    // The clicked tab has the focus: the keys move the selection from it.
    await page.keyboard.press("ArrowLeft");
    await expect.poll(selected).toBe(names[0]);
    await page.keyboard.press("End");
    await expect.poll(selected).toBe(names[count - 1]);
    await page.keyboard.press("Home");
    await expect.poll(selected).toBe(names[0]);
    await page.keyboard.press("ArrowRight");
    await expect.poll(selected).toBe(names[1]);
    expect(await shown(1)).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
