import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultClaimStagingPeriod } from "@rollups-ts/chain";
import { describe, expect, test } from "vitest";

// The devnet's differences from a node are listed twice, on the docs site and in the package's
// README: the same items, and the pace they state is the one the command line starts with.
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** The items of a list under a heading: each `- **Title.** text`, its lines joined. */
function differences(file: string, heading: string) {
  const text = readFileSync(join(repoRoot, file), "utf8");
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`${file} has no "${heading}"`);
  const section = text.slice(start + heading.length + 2).split(/\n#{1,3} /)[0]!;
  return [...section.matchAll(/^- \*\*([^*]+)\*\*((?:.|\n(?!- |\n))*)/gm)].map((match) => ({
    title: match[1]!,
    text: match[2]!.replace(/\s+/g, " "),
  }));
}

const page = differences(
  "apps/docs/pages/viem/beyondTheDevnet.mdx",
  "## What the devnet does differently",
);
const readme = differences("packages/devnet/README.md", "## Differences from a node");

/** `--option <x>   description (default N…)` in the command line's help. */
const help = execFileSync(
  process.execPath,
  [join(repoRoot, "packages/devnet/src/cli.ts"), "--help"],
  {
    encoding: "utf8",
  },
);
const defaultOf = (option: string) => {
  const match = help.match(
    new RegExp(`--${option} [^\\n]*(?:\\n {20,}[^\\n]*)*?\\(default (\\d+)`),
  );
  if (!match) throw new Error(`--help gives no default for --${option}`);
  return Number(match[1]);
};

describe("the devnet's differences from a node", () => {
  test("the docs site and the README list the same differences", () => {
    expect(page.map(({ title }) => title)).toEqual(readme.map(({ title }) => title));
    expect(page.length).toBeGreaterThanOrEqual(5);
  });

  test("the pace they state is the command line's", () => {
    const blockTime = defaultOf("block-time");
    const epochLength = defaultOf("epoch-length");
    const stagingPeriod = defaultOf("claim-staging-period");
    const pollingInterval = defaultOf("polling-interval");
    // On anvil, which announces its blocks, the node looks at the chain at least this often.
    const announced = help.match(/announces its blocks[\s\S]*?every max\(ms, (\d+)\)/);
    if (!announced) throw new Error("--help no longer says how often the node looks at anvil");
    const lookInterval = Math.max(pollingInterval, Number(announced[1]));
    expect(stagingPeriod).toBe(Number(defaultClaimStagingPeriod));
    expect(blockTime).toBe(1);
    for (const list of [page, readme]) {
      const speed = list.find(({ title }) => title.startsWith("Its speed"))!.text;
      expect(speed).toContain("mines a block a second");
      expect(speed).toContain(`${epochLength}-block epochs`);
      expect(speed).toContain(`claim staging period of ${stagingPeriod} blocks`);
      expect(speed).toContain(`every ${lookInterval} ms`);
    }
  });
});
