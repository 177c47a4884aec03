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

test("a first visit downloads the code of its own page, not of the pages it links to", async () => {
  const { page, goto, problems, close } = await session();
  try {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await goto("/viem/addInput");
    // The sidebar shows links to many of those pages; none of them is fetched without intent.
    expect(await page.locator('nav a[href$="/viem/depositEther"]').first().isVisible()).toBe(true);
    expect(scripts.some((url) => chunkOf("addInput").test(url))).toBe(true);
    expect(scripts.filter((url) => otherPages.some((name) => chunkOf(name).test(url)))).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

test("pointing at a link fetches its page's code before the click", async () => {
  const { page, goto, problems, close } = await session();
  try {
    await goto("/viem/addInput");
    const link = page.locator('nav a[href$="/viem/depositEther"]').first();
    const fetched = page.waitForRequest((request) => chunkOf("depositEther").test(request.url()));
    await link.hover();
    await fetched;
    await link.click();
    await expect.poll(() => page.locator("article h1").textContent()).toBe("depositEther");
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
