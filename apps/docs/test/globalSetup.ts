import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { startSiteServer } from "../server/server.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built site, served by the production-like server: `http://127.0.0.1:<port>/rollups-ts/`. */
    siteUrl: string;
    /** Playwright endpoint of the one Chromium every test file shares. */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const site = await startSiteServer({ host: "127.0.0.1" });
  const browser = await chromium.launchServer({
    executablePath: chromiumPath,
    // Playwright gives the browser a fresh user data directory of its own.
    args: chromiumArgs,
  });
  project.provide("siteUrl", site.url);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await site.close();
  };
}
