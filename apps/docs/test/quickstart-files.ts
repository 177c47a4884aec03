import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const docsRoot = fileURLToPath(new URL("..", import.meta.url));

/** The files of the quick start's code group on `/`, as the page includes them. */
export function quickStartFiles(): { name: string; text: string }[] {
  const page = readFileSync(join(docsRoot, "pages", "index.mdx"), "utf8");
  const section = page.slice(page.indexOf("## Quick start"));
  return [...section.matchAll(/```ts twoslash \[(\S+)\]\n([\s\S]*?)```/g)].map((match) => {
    const includes = [...match[2]!.matchAll(/\[!include ~\/([^\]\s:]+)\]/g)];
    // The first tab is example.ts with config.ts before its cut: the shown file is the last include.
    const shown = includes[includes.length - 1]![1]!;
    return { name: match[1]!, text: readFileSync(join(docsRoot, shown), "utf8") };
  });
}
