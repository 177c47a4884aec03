import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { referencePages } from "../sidebar.ts";

// Reads the sources of the pages and of their examples: what the build type-checks and the
// examples' test runs is what these pages show.
const docsDir = fileURLToPath(new URL("../", import.meta.url));

const filesUnder = (folder: string, extensions: RegExp) =>
  readdirSync(join(docsDir, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => extensions.test(file))
    .map((file) => ({
      file: `${folder}/${file}`,
      text: readFileSync(join(docsDir, folder, file), "utf8"),
    }));

// The generated API reference (pages/api) holds TypeDoc's signatures, not examples.
const pages = filesUnder("pages", /\.mdx?$/).filter(({ file }) => !file.startsWith("pages/api/"));
const examples = filesUnder("examples", /\.tsx?$/);

/** The opening fences of a page's code blocks: language and meta. */
const fences = (text: string) =>
  [...text.matchAll(/^\s*```(\w+)([^\n]*)$/gm)].map((match) => ({
    lang: match[1]!,
    meta: match[2]!.trim(),
  }));

describe("every TypeScript block is type-checked", () => {
  test("the pages have TypeScript blocks", () => {
    expect(pages.length).toBeGreaterThanOrEqual(60);
    expect(pages.flatMap(({ text }) => fences(text)).length).toBeGreaterThan(60);
  });

  // A usage block shows its types on hover: twoslash, checked by the build. The short snippets under
  // the parameters are plain blocks, type-checked together in one program by
  // test/usage-identifiers.test.ts ("every block type-checks"), which is how the build stays fast.
  test.for(pages.map(({ file, text }) => [file, text] as const))(
    "%s: every ts/tsx block of a code group is twoslash",
    ([, text]) => {
      const groups = [...text.matchAll(/^:::code-group\n([\s\S]*?)^:::$/gm)].map(
        (match) => match[1]!,
      );
      const unchecked = groups
        .flatMap(fences)
        .filter(({ lang }) => /^(ts|tsx|typescript|js|jsx|javascript)$/.test(lang))
        .filter(({ meta }) => !/(^|\s)twoslash(\s|$)/.test(meta));
      expect(unchecked).toEqual([]);
    },
  );

  // The one-program check reads ts and tsx blocks only; a JavaScript block is checked by twoslash.
  test.for(pages.map(({ file, text }) => [file, text] as const))(
    "%s: every JavaScript block is twoslash",
    ([, text]) => {
      const unchecked = fences(text)
        .filter(({ lang }) => /^(js|jsx|javascript|typescript)$/.test(lang))
        .filter(({ meta }) => !/(^|\s)twoslash(\s|$)/.test(meta));
      expect(unchecked).toEqual([]);
    },
  );

  test("no page or example silences the type checker", () => {
    // `// @errors: <codes>` marks an expected error; these hide every error of a block or line.
    const silencers = /@noErrors|@ts-nocheck|@ts-ignore|@noErrorValidation/;
    const found = [...pages, ...examples]
      .filter(({ text }) => silencers.test(text))
      .map(({ file, text }) => `${file}: ${text.match(silencers)![0]}`);
    expect(found).toEqual([]);
  });
});

describe("the examples use the spec's constants", () => {
  test("every URL is the node's, http://127.0.0.1:6751/rpc, or the local chain's", () => {
    const urls = examples.flatMap(({ file, text }) =>
      [...text.matchAll(/https?:\/\/[^\s"'`)]+/g)].map((match) => ({ file, url: match[0] })),
    );
    expect(urls.filter(({ url }) => url === "http://127.0.0.1:6751/rpc").length).toBeGreaterThan(2);
    const others = urls.filter(
      ({ url }) => url !== "http://127.0.0.1:6751/rpc" && url !== "http://127.0.0.1:8545",
    );
    expect(others).toEqual([]);
  });

  // A page of a list, as each package's pages ask for it: 50 on the RPC pages, 10 elsewhere.
  const pageSize = (file: string) => (file.startsWith("examples/rpc/") ? 50 : 10);
  const lists = examples.filter(({ text }) => /\blimit:/.test(text));

  test("the list examples ask for a page", () => {
    expect(lists.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        "examples/rpc/cartesi_listOutputs.ts",
        "examples/viem/listOutputs.ts",
        "examples/wagmi/useOutputs.tsx",
      ]),
    );
  });

  test.for(lists.map(({ file, text }) => [file, text] as const))(
    "%s asks for its page size with offset 0",
    ([file, text]) => {
      const limits = [...text.matchAll(/\blimit:\s*(\d+)/g)].map((match) => Number(match[1]));
      const offsets = [...text.matchAll(/\boffset:\s*(\d+)/g)].map((match) => Number(match[1]));
      expect(limits).toEqual(limits.map(() => pageSize(file)));
      expect(offsets).toEqual(limits.map(() => 0));
    },
  );

  test('every ether amount is parseEther("1")', () => {
    const amounts = examples.flatMap(({ file, text }) =>
      [...text.matchAll(/parseEther\(([^)]*)\)/g)].map((match) => `${file}: ${match[1]}`),
    );
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.filter((amount) => !amount.endsWith(': "1"'))).toEqual([]);
  });
});

describe("the contract links point at the sources the contracts are compiled from", () => {
  // The compiled artifacts of @cartesi/rollups@2.2.0 name the source file of each contract.
  const require = createRequire(join(docsDir, "../../packages/viem/package.json"));
  const artifacts = join(dirname(require.resolve("@cartesi/rollups/package.json")), "out");
  const sourceOf = (contract: string): string | undefined => {
    try {
      const artifact = JSON.parse(
        readFileSync(join(artifacts, `${contract}.sol`, `${contract}.json`), "utf8"),
      ) as { metadata?: { settings?: { compilationTarget?: Record<string, string> } } };
      return Object.keys(artifact.metadata?.settings?.compilationTarget ?? {})[0];
    } catch {
      return undefined;
    }
  };
  const prefix = "https://github.com/cartesi/rollups-contracts/blob/v2.2.0/";
  const links = pages.flatMap(({ file, text }) =>
    [...text.matchAll(/https:\/\/github\.com\/cartesi\/rollups-contracts\/[^\s)"'>]+/g)].map(
      (match) => ({ file, url: match[0] }),
    ),
  );

  test("the viem pages link to the contracts they call", () => {
    expect(links.length).toBeGreaterThanOrEqual(7);
  });

  // The v3-only functions (foreclosure, withdrawal) link to the tag the devnet's vendored v3
  // contracts are built from, whose standard JSON input lists the sources.
  const v3Release = "rollups-contracts-3.0.0-alpha.5";
  const v3Prefix = "https://github.com/cartesi/rollups-contracts/blob/v3.0.0-alpha.5/";
  const v3Sources = Object.keys(
    (
      JSON.parse(
        readFileSync(
          join(docsDir, `../../tooling/chain/vendor/${v3Release}/solc-input.json`),
          "utf8",
        ),
      ) as { sources: Record<string, unknown> }
    ).sources,
  );

  // The refund functions (3.0.0-alpha.7 on) link to the tag of the devnet's 3.0.0-alpha.9 build,
  // whose artifacts name their sources.
  const alpha9Release = "rollups-contracts-3.0.0-alpha.9";
  const alpha9Prefix = "https://github.com/cartesi/rollups-contracts/blob/v3.0.0-alpha.9/";
  const alpha9Artifacts = join(docsDir, `../../tooling/chain/vendor/${alpha9Release}/artifacts`);
  const alpha9Sources = readdirSync(alpha9Artifacts).map(
    (file) =>
      (JSON.parse(readFileSync(join(alpha9Artifacts, file), "utf8")) as { sourceName: string })
        .sourceName,
  );

  test.for(links.map(({ file, url }) => [`${file}: ${url}`, url] as const))("%s", ([, url]) => {
    if (url.startsWith(v3Prefix)) {
      expect(v3Sources).toContain(url.slice(v3Prefix.length).replace(/#.*$/, ""));
      return;
    }
    if (url.startsWith(alpha9Prefix)) {
      expect(alpha9Sources).toContain(url.slice(alpha9Prefix.length).replace(/#.*$/, ""));
      return;
    }
    expect(url.startsWith(prefix), "links to the v2.2.0 tag, or the v3 tag of the devnet").toBe(
      true,
    );
    const path = url.slice(prefix.length).replace(/#.*$/, "");
    const contract = path.match(/([A-Za-z0-9]+)\.sol$/)?.[1];
    expect(contract, "names a .sol file").toBeDefined();
    expect(sourceOf(contract!)).toBe(path);
  });
});

// Each action, hook and method page ends with its generated signature and types; the others link to
// the reference pages that hold the rest.
test.for(pages.map(({ file, text }) => [file, text] as const))(
  "%s carries or links to the API reference",
  ([file, text]) => {
    const page = file.replace(/^pages\//, "").replace(/\.mdx?$/, "");
    if (!referencePages.includes(page)) {
      expect(text).toMatch(/\]\(\/api(\/[\w@./-]*)?\)/);
      return;
    }
    expect(text).toContain(`import ApiReference from "../../snippets/api/${page}.md";`);
    expect(text.trimEnd()).toMatch(/\n## API reference\n\n<ApiReference \/>$/);
  },
);
