import { afterAll, beforeAll, expect, test } from "vitest";
import { connectBrowser, open, type Session, session, sitePages, urlOf } from "./browser.ts";
import { routes } from "./spec.ts";

connectBrowser();

const pages = sitePages();

test("the site has exactly the pages of the spec's routes", () => {
  expect(pages.map(({ route }) => route)).toEqual([...routes].sort((a, b) => a.localeCompare(b)));
});

const variants = pages.flatMap(({ route, heading }) => [
  { path: route, heading, canonical: route },
  ...(route === "/" ? [] : [{ path: `${route}.html`, heading, canonical: route }]),
]);

// Four readers going from page to page, each in one context: cached assets keep them quick. A
// visit ends with half a second without a request (network idle), time another reader uses: on an
// idle two-core machine four took 97 s where two took 121 s. The readers ask for Save-Data, so the
// links in view do not prefetch their pages: each visit loads and runs its own page only (about an
// eighth less processor time for the file), every page is still visited itself, and
// `loading.test.ts` checks the prefetching.
const idle: Session[] = [];
const waiting: ((reader: Session) => void)[] = [];
const release = (reader: Session) => {
  const next = waiting.shift();
  if (next) next(reader);
  else idle.push(reader);
};
const acquire = () =>
  new Promise<Session>((resolve) => {
    const reader = idle.pop();
    if (reader) resolve(reader);
    else waiting.push(resolve);
  });
const readers: Session[] = [];
beforeAll(async () => {
  const newReader = () => session({ saveData: true });
  readers.push(await newReader(), await newReader(), await newReader(), await newReader());
  for (const reader of readers) release(reader);
});
afterAll(() => Promise.all(readers.map((reader) => reader.close())));

test.concurrent.for(variants)(
  "$path answers 200 with its heading, without errors",
  async ({ path, heading, canonical }, { expect }) => {
    const reader = await acquire();
    try {
      const response = await reader.goto(path);
      const { page, problems } = reader;
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator("article h1").first().textContent()).toBe(heading);
      expect(await page.title()).toBe(`${heading} · Cartesi`);
      // The client settles `.html` on the bare path the page was prerendered for.
      expect(page.url()).toBe(urlOf(canonical));
      expect(problems).toEqual([]);
    } finally {
      release(reader);
    }
  },
);

test("an unknown path shows the not-found page with status 404", async () => {
  const { page, response, problems, close } = await open("/no/such/page");
  try {
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Page Not Found");
    await expect
      .poll(() => page.getByText("The page you were looking for could not be found.").count())
      .toBe(1);
    const home = page.getByRole("link", { name: "Go to Home Page" });
    expect(await home.getAttribute("href")).toBe("/rollups-ts");
    // The minimal layout: no sidebar and no outline.
    expect(await page.locator("aside").count()).toBe(0);
    expect(await page.getByText("On this page").count()).toBe(0);
    // Only the page itself is missing; nothing else fails and React hydrates it cleanly.
    expect(problems).toEqual([
      `404: ${urlOf("/no/such/page")}`,
      "console: Failed to load resource: the server responded with a status of 404 (Not Found)",
    ]);
    await home.click();
    await expect.poll(() => page.locator("article h1").first().textContent()).toBe("Introduction");
  } finally {
    await close();
  }
});
