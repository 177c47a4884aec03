import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { connectBrowser, open, siteUrl } from "./browser.ts";

connectBrowser();

const clipboard = { permissions: ["clipboard-read", "clipboard-write"] };

test("the copy button copies the code without removed diff lines and annotations, then shows a check mark", async () => {
  const { page, close } = await open("/rpc", clipboard);
  try {
    const block = page.locator("pre", { hasText: "nextOffset" });
    await block.hover();
    const button = block.locator("xpath=..").locator("button[data-copied]");
    // The button's states, as the page goes through them: the check mark shows for a second, and
    // on a loaded machine the questions below may take longer than that.
    await button.evaluate((element) => {
      const states: string[] = [];
      const record = () =>
        states.push(
          `${element.getAttribute("data-copied")}:${element.querySelector('[aria-label="Copied"]') ? "check" : "copy"}`,
        );
      record();
      new MutationObserver(record).observe(element, {
        attributes: true,
        childList: true,
        subtree: true,
      });
      (window as unknown as { copyStates: string[] }).copyStates = states;
    });
    await button.click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Line breaks and trailing spaces of the highlighted lines aside, it is the code as it stands.
    expect(
      copied
        .split("\n")
        .map((line) => line.trimEnd())
        .filter(Boolean),
    ).toEqual([
      "type Pagination = { total_count: number; limit: number; offset: number };",
      "function nextOffset({ total_count, limit, offset }: Pagination) {",
      "  return offset + limit < total_count ? offset + limit : undefined;",
      "}",
      "const next = nextOffset({ total_count: 120, limit: 50, offset: 100 });",
    ]);
    // The page shows the removed line and the type of `next`; the copy has neither.
    expect(await block.textContent()).toContain("return offset < total_count ?");
    expect(await block.textContent()).toContain("const next: number | undefined");
    // The check mark stays for a second, then the copy icon is back.
    await expect
      .poll(() => button.locator('[aria-label="Copy"]').count(), { timeout: 3000 })
      .toBe(1);
    expect(await button.getAttribute("data-copied")).toBe("false");
    const states = await page.evaluate(
      () => (window as unknown as { copyStates: string[] }).copyStates,
    );
    const checked = states.indexOf("true:check");
    expect(states[0]).toBe("false:copy");
    expect(checked).toBeGreaterThan(0);
    expect(states.slice(checked + 1)).toContain("false:copy");
  } finally {
    await close();
  }
});

test("Copy page for LLMs copies the page's markdown", async () => {
  const { page, close } = await open("/viem/addInput", clipboard);
  try {
    await page
      .getByRole("link", { name: "Ask in ChatGPT" })
      .locator("xpath=..")
      .locator("button")
      .click();
    await page.getByRole("menuitem", { name: "Copy page for LLMs" }).click();
    const markdown = readFileSync(new URL("../pages/viem/addInput.mdx", import.meta.url), "utf8");
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    await expect
      .poll(() => page.locator(".vocs_AiCtaDropdown", { hasText: "Copied" }).count())
      .toBe(1);
  } finally {
    await close();
  }
});

test("Ask in ChatGPT opens the chat with the page's URL, base path included, in q", async () => {
  const { page, close } = await open("/viem/addInput");
  try {
    // The chat itself is outside this machine's reach: answer for it.
    await page
      .context()
      .route("https://chatgpt.com/**", (route) => route.fulfill({ body: "chat" }));
    const link = page.locator(".vocs_AiCtaDropdown a", { hasText: "Ask in ChatGPT" });
    expect(await link.getAttribute("target")).toBe("_blank");
    const [chat] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    const url = new URL(chat.url());
    expect(url.origin).toBe("https://chatgpt.com");
    expect(url.searchParams.get("hints")).toBe("search");
    expect(url.searchParams.get("q")).toContain(
      `Please research and analyze this page: ${siteUrl}viem/addInput `,
    );
  } finally {
    await close();
  }
});
