import { expect, test } from "vitest";
import { basePath, origin } from "./browser.ts";
import { routes } from "./spec.ts";

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const decode = (value: string) => value.replaceAll("&amp;", "&");

/** Crawls the served site from every route and checks each internal link and anchor it finds. */
test("no internal link or anchor of the built site is broken", async () => {
  const pages = new Map<string, { status: number; ids: Set<string>; links: string[] }>();
  const queue = routes.map((route) => `${origin}${basePath}${route}`);
  const broken: string[] = [];
  const statuses = new Map<string, number>();
  const statusOf = async (url: string) => {
    if (!statuses.has(url)) statuses.set(url, (await fetch(url)).status);
    return statuses.get(url)!;
  };

  while (queue.length > 0) {
    const url = queue.shift()!;
    if (pages.has(url)) continue;
    const response = await fetch(url);
    const html = await response.text();
    const tags = html.match(/<(a|link|script|img)\s[^>]*>/g) ?? [];
    const links = tags
      .map((tag) => attribute(tag, "href") ?? attribute(tag, "src"))
      .filter((href): href is string => href !== undefined)
      .map((href) => new URL(decode(href), url).href)
      .filter((href) => href.startsWith(origin));
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
    pages.set(url, { status: response.status, ids, links });
    for (const link of links) {
      const target = link.replace(/#.*$/, "");
      if (/\.html$|\/[^./]*$/.test(new URL(target).pathname)) queue.push(target);
    }
  }

  for (const [url, { links }] of pages) {
    for (const link of links) {
      const [target, anchor] = link.split("#") as [string, string | undefined];
      const page = pages.get(target);
      const status = page?.status ?? (await statusOf(target));
      if (status !== 200) broken.push(`${url} → ${link} (${status})`);
      else if (anchor && page && !page.ids.has(decodeURIComponent(anchor)))
        broken.push(`${url} → ${link} (no #${anchor})`);
    }
  }

  expect(pages.size).toBeGreaterThan(routes.length);
  expect(broken).toEqual([]);
});
