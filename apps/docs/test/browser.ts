import { readdirSync, readFileSync } from "node:fs";
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Response,
} from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const siteUrl = inject("siteUrl");
export const origin = new URL(siteUrl).origin;
export const basePath = "/rollups-ts";

/** The absolute URL of a site path such as `/viem/addInput`. */
export const urlOf = (path: string) => `${origin}${basePath}${path}`;

let browser: Browser | undefined;

/** Connects the test file to the shared Chromium for its lifetime. */
export function connectBrowser() {
  beforeAll(async () => {
    browser = await chromium.connect(inject("browserEndpoint"));
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export type Session = {
  page: Page;
  /** Console errors, uncaught exceptions and failed or 4xx/5xx requests since the last `goto`. */
  problems: string[];
  /**
   * Loads a site path and waits until the network is idle and the page has hydrated; resolves with
   * the page's own response.
   */
  goto: (path: string) => Promise<Response | null>;
  close: () => Promise<void>;
};

export type SessionOptions = BrowserContextOptions & {
  /**
   * The browser asks for reduced data use (Save-Data, through Chromium's emulation), under which the
   * site's links do not prefetch their pages as they come into view.
   */
  saveData?: boolean;
};

/** A fresh browser context (no storage, no cache) that records everything that goes wrong in it. */
export async function session({ saveData, ...options }: SessionOptions = {}): Promise<Session> {
  if (!browser) throw new Error("session() needs connectBrowser() in the test file");
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  if (saveData) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  }
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`exception: ${error.message}`));
  page.on("requestfailed", (request) => {
    // Leaving a page cancels its pending prefetches: that is not a failure of the site.
    if (request.failure()?.errorText !== "net::ERR_ABORTED")
      problems.push(`failed: ${request.url()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && response.url().startsWith(origin))
      problems.push(`${response.status()}: ${response.url()}`);
  });
  return {
    page,
    problems,
    async goto(path) {
      problems.length = 0;
      const response = await page.goto(urlOf(path));
      await page.waitForLoadState("networkidle");
      // The network can be idle before React has hydrated the page (seen with a slow CPU): a key
      // pressed then reaches no listener. The client marks the document once it has hydrated.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    },
    close: () => context.close(),
  };
}

export type OpenedPage = Session & {
  /** The answer to the page's own request. */
  response: Response | null;
};

/** Opens a site path in a fresh context. */
export async function open(path: string, options: SessionOptions = {}): Promise<OpenedPage> {
  const opened = await session(options);
  return { ...opened, response: await opened.goto(path) };
}

const pagesDir = new URL("../pages/", import.meta.url);

/** Every page of the site: its route and the `# heading` its file starts with. */
export function sitePages(): { route: string; heading: string }[] {
  return readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const route = `/${file.replace(/\.mdx$/, "").replace(/(^|\/)index$/, "")}`;
      const heading = readFileSync(new URL(file, pagesDir), "utf8").match(/^# (.+)$/m)?.[1];
      if (!heading) throw new Error(`pages/${file} has no "# heading"`);
      return { route, heading };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Marks the page's document, so that `marked` can tell later that no navigation reloaded it. */
export const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });

/** Whether the document is still the one `markDocument` marked. */
export const documentMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);
