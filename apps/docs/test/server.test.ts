import { existsSync, statSync } from "node:fs";
import { expect, test } from "vitest";
import { firstLoad } from "../scripts/first-load.ts";
import { origin, urlOf } from "./browser.ts";

const dist = new URL("../dist/", import.meta.url);
const mainScript = firstLoad(dist).mainEntry.slice("assets/".length);

test("the build has a 404.html for static hosts", () => {
  expect(existsSync(new URL("404.html", dist))).toBe(true);
});

test("a page answers at its bare path, with a trailing slash and with .html", async () => {
  for (const path of ["/viem/addInput", "/viem/addInput/", "/viem/addInput.html"]) {
    const response = await fetch(urlOf(path));
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toContain("<title>addInput · Cartesi</title>");
  }
  for (const path of ["", "/", "/index.html"]) {
    const response = await fetch(`${origin}/rollups-ts${path}`);
    expect(await response.text(), path).toContain("<title>Introduction · Cartesi</title>");
  }
});

test("unknown paths, inside or outside the base path, get the not-found page with 404", async () => {
  for (const url of [
    urlOf("/nope"),
    urlOf("/viem/nope.html"),
    `${origin}/viem/addInput`,
    `${origin}/favicon.ico`,
  ]) {
    const response = await fetch(url);
    expect(response.status, url).toBe(404);
    expect(await response.text(), url).toContain("Page Not Found");
  }
});

test("the site root redirects to the base path", async () => {
  const response = await fetch(`${origin}/`, { redirect: "manual" });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/rollups-ts/");
});

test("responses are compressed", async () => {
  for (const path of ["/viem", `/assets/${mainScript}`]) {
    const response = await fetch(urlOf(path), { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding"), path).toBe("gzip");
  }
  const response = await fetch(urlOf("/viem"), { headers: { "Accept-Encoding": "br" } });
  expect(response.headers.get("content-encoding")).toBe("br");
});

test("assets are sent as the build compressed them, brotli first", async () => {
  for (const [encoding, extension] of [
    ["br", "br"],
    ["gzip", "gz"],
  ] as const) {
    const response = await fetch(urlOf(`/assets/${mainScript}`), {
      headers: { "Accept-Encoding": encoding === "br" ? "gzip, br" : "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(Number(response.headers.get("content-length"))).toBe(
      statSync(new URL(`assets/${mainScript}.${extension}`, dist)).size,
    );
  }
});

test("hashed assets are cached for a year, pages are revalidated", async () => {
  const asset = await fetch(urlOf(`/assets/${mainScript}`));
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const page = await fetch(urlOf("/viem"));
  expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  expect(page.headers.get("etag")).toBeTruthy();
});

test("llms.txt and llms-full.txt are served under the base path with links that work there", async () => {
  for (const file of ["/llms.txt", "/llms-full.txt"]) {
    const response = await fetch(urlOf(file));
    expect(response.status, file).toBe(200);
    const text = await response.text();
    const links = [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!);
    expect(links.length, file).toBeGreaterThan(10);
    for (const link of new Set(links)) {
      expect(link, `${file} links to ${link}`).toMatch(/^\/rollups-ts(\/|$)/);
      expect((await fetch(`${origin}${link}`)).status, `${file} links to ${link}`).toBe(200);
    }
  }
});
