// What every visit to the built site loads first: the main entry (index.html's module script) and
// the stylesheet index.html links, as paths under `dist/`. Lazily loaded chunks may be named
// index-*.js too (after a package's index.mjs), so the entry is read from index.html, not guessed.
import { readFileSync } from "node:fs";

export function firstLoad(dist: URL): { mainEntry: string; stylesheet: string } {
  const html = readFileSync(new URL("index.html", dist), "utf8");
  const mainEntry = html.match(/<script type="module"[^>]* src="[^"]*\/(assets\/[^"/]+\.js)"/)?.[1];
  const stylesheet = html.match(
    /<link rel="stylesheet"[^>]* href="[^"]*\/(assets\/[^"/]+\.css)"/,
  )?.[1];
  if (!mainEntry || !stylesheet)
    throw new Error("dist/index.html names no module script or no stylesheet under assets/");
  return { mainEntry, stylesheet };
}
