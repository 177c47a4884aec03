import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { estimateGas, walletActions } from "./spec.ts";

// Reads the built site (`dist/`) as files: what is prerendered is what a reader and a crawler get.
const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const docsDir = new URL("../", import.meta.url);

/** Every prerendered page of the site by its route, the not-found page left out. */
const builtPages = readdirSync(dist, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html") && file !== "404.html")
  .map((file) => ({
    route: `/${file.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`,
    file: `${dist}${file}`,
  }))
  .sort((a, b) => a.route.localeCompare(b.route));

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: " " };
/** The text a reader sees in a piece of HTML, whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (entity, name: string) =>
      name.startsWith("#")
        ? String.fromCodePoint(Number(name.startsWith("#x") ? `0${name.slice(1)}` : name.slice(1)))
        : (entities[name] ?? entity),
    )
    .replace(/\s+/g, " ")
    .trim();

type Section = { level: number; title: string; html: string };

/** A page's article cut at its headings: each heading with the HTML up to the next one. */
function sectionsOf(file: string): Section[] {
  const html = readFileSync(file, "utf8");
  const article = html.match(/<article[^>]*>([\s\S]*)<\/article>/)?.[1];
  if (article === undefined) throw new Error(`${file} has no <article>`);
  const sections: Section[] = [{ level: 0, title: "", html: "" }];
  const heading = /<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g;
  let last = 0;
  for (const match of article.matchAll(heading)) {
    sections.at(-1)!.html += article.slice(last, match.index);
    sections.push({ level: Number(match[1]), title: textOf(match[2]!), html: "" });
    last = match.index + match[0].length;
  }
  sections.at(-1)!.html += article.slice(last);
  return sections;
}

describe("every page of the built site has content", () => {
  test("the site is built with its pages", () => {
    expect(builtPages.map(({ route }) => route)).toEqual(
      expect.arrayContaining(["/", "/viem", "/wagmi", "/rpc", "/api", "/viem/getInput"]),
    );
  });

  test.for(builtPages)("$route is not empty, a bare heading or TODO", ({ file }) => {
    const sections = sectionsOf(file);
    const problems: string[] = [];
    const titles = sections.filter(({ level }) => level === 1);
    if (titles.length !== 1 || !titles[0]!.title) problems.push("no single # heading");
    const body = sections.filter(({ level }) => level > 0);
    const words = body.map(({ html }) => textOf(html)).join(" ");
    if (!words) problems.push("no text under the heading");
    if (/\bTODO\b/i.test(`${body.map(({ title }) => title).join(" ")} ${words}`))
      problems.push("reads TODO");
    // A heading needs text of its own or deeper headings before the next heading of its level.
    body.forEach(({ level, title, html }, index) => {
      const next = body[index + 1];
      if (!textOf(html) && (!next || next.level <= level))
        problems.push(`"${"#".repeat(level)} ${title}" has nothing under it`);
    });
    expect(problems).toEqual([]);
  });
});

test.for(builtPages)("$route gives no two elements the same id", ({ file }) => {
  // A page includes parts compiled on their own (the API reference): their headings' ids must not
  // repeat the page's, or its links and its outline reach the wrong one.
  const ids = [...readFileSync(file, "utf8").matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  expect([...new Set(repeated)]).toEqual([]);
});

/**
 * What each wallet action of section 3 takes after the `account`, `application`, `chain` and `gas`
 * they all take; its gas estimate takes the same after `account` and `application`.
 */
const walletActionParameters: Record<string, string[]> = {
  addInput: ["payload"],
  depositEther: ["execLayerData", "value"],
  depositERC20Tokens: ["token", "amount", "execLayerData"],
  depositERC721Token: ["token", "tokenId", "baseLayerData", "execLayerData"],
  depositSingleERC1155Token: ["token", "tokenId", "value", "baseLayerData", "execLayerData"],
  depositBatchERC1155Token: ["token", "tokenIds", "values", "baseLayerData", "execLayerData"],
  executeOutput: ["output"],
};

/**
 * The parameters the site spec names, page by page (section 7, with the names of section 3 for
 * the deposits section 7 leaves out, and the gas estimates, which take their action's parameters
 * without `chain` and `gas`).
 */
const specParameters: Record<string, string[]> = {
  "/rpc/cartesi_getApplication": ["application"],
  "/rpc/cartesi_getEpoch": ["application", "epoch_index"],
  "/rpc/cartesi_getInput": ["application", "input_index"],
  "/rpc/cartesi_getOutput": ["application", "output_index"],
  "/rpc/cartesi_getReport": ["application", "report_index"],
  "/rpc/cartesi_getLastAcceptedEpochIndex": ["application"],
  "/rpc/cartesi_getProcessedInputCount": ["application"],
  "/rpc/cartesi_listApplications": ["limit", "offset"],
  "/rpc/cartesi_listEpochs": ["application", "limit", "offset", "status"],
  "/rpc/cartesi_listInputs": ["application", "limit", "offset", "epoch_index", "sender"],
  "/rpc/cartesi_listOutputs": [
    "application",
    "limit",
    "offset",
    "epoch_index",
    "input_index",
    "output_type",
    "voucher_address",
  ],
  "/rpc/cartesi_listReports": ["application", "limit", "offset", "epoch_index", "input_index"],
  "/viem/getApplication": ["application"],
  "/viem/listApplications": ["limit", "offset", "descending"],
  "/viem/getEpoch": ["application", "epochIndex"],
  "/viem/listEpochs": ["application", "status", "limit", "offset", "descending"],
  "/viem/getInput": ["application", "inputIndex"],
  "/viem/listInputs": ["application", "epochIndex", "sender", "limit", "offset", "descending"],
  "/viem/getOutput": ["application", "outputIndex"],
  "/viem/listOutputs": [
    "application",
    "epochIndex",
    "inputIndex",
    "outputType",
    "voucherAddress",
    "limit",
    "offset",
    "descending",
  ],
  "/viem/getReport": ["application", "reportIndex"],
  "/viem/listReports": ["application", "epochIndex", "inputIndex", "limit", "offset", "descending"],
  "/viem/getLastAcceptedEpochIndex": ["application"],
  "/viem/getProcessedInputCount": ["application"],
  "/viem/waitForInput": [
    "application",
    "inputIndex",
    "waitProcessing",
    "rejectErrors",
    "pollingInterval",
    "retryCount",
    "timeout",
  ],
  "/viem/validateOutput": ["application", "output"],
  ...Object.fromEntries(
    walletActions.flatMap((action) => {
      const own = walletActionParameters[action]!;
      return [
        [`/viem/${action}`, ["account", "application", "chain", "gas", ...own]],
        [`/viem/${estimateGas(action)}`, ["account", "application", ...own]],
      ];
    }),
  ),
};

const fileOf = (route: string) => builtPages.find((page) => page.route === route)?.file;

/** Why a parameter's `###` section falls short of the template, or nothing when it is complete. */
function parameterProblems(section: Section | undefined): string[] {
  if (!section) return ["no ### heading under ## Parameters"];
  // Code blocks hold twoslash hovers, whose docs are not the page's description.
  const prose = section.html.replace(/<pre[\s\S]*?<\/pre>/g, "");
  const blocks = [...prose.matchAll(/<(p|li)[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => match[2]!);
  const problems: string[] = [];
  if (!blocks.some((block) => /^<strong[^>]*>Type:?<\/strong>:?\s*[\s\S]*<code/.test(block)))
    problems.push("no **Type:** `…` line");
  const description = blocks
    .map(textOf)
    .find(
      (text) => !/^(Type|Optional|Required|Default)\b/.test(text) && text.split(" ").length >= 3,
    );
  if (!description) problems.push("no sentence describing it");
  return problems;
}

test.for(Object.entries(specParameters))(
  "%s documents the spec's parameters with a type and a description",
  ([route, parameters]) => {
    const file = fileOf(route);
    expect(file, `${route} is not built`).toBeDefined();
    const sections = sectionsOf(file!);
    const start = sections.findIndex(({ level, title }) => level === 2 && title === "Parameters");
    expect(start, `${route} has no ## Parameters`).toBeGreaterThan(-1);
    const end = sections.findIndex((section, index) => index > start && section.level <= 2);
    const documented = sections.slice(start + 1, end === -1 ? undefined : end);
    const problems = parameters.flatMap((name) =>
      parameterProblems(documented.find(({ level, title }) => level === 3 && title === name)).map(
        (problem) => `${name}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  },
);

/** The return types section 3 of the spec names, as the `## Returns` section writes them. */
const specReturns: Record<string, RegExp> = {
  ...Object.fromEntries(
    walletActions.map((action) => [`/viem/${action}`, /\bHash\b.*\btransaction\b/i]),
  ),
  "/viem/validateOutput": /\bboolean\b/,
  "/viem/getLastAcceptedEpochIndex": /\bbigint\b/,
  "/viem/getProcessedInputCount": /\bbigint\b/,
};

test.for(Object.entries(specReturns))("%s returns what the spec says", ([route, type]) => {
  const file = fileOf(route);
  expect(file, `${route} is not built`).toBeDefined();
  const returns = sectionsOf(file!).find(({ level, title }) => level === 2 && title === "Returns");
  expect(textOf(returns?.html ?? "")).toMatch(type);
});

/** The docs site the JSDoc links point to; its paths are this site's routes. */
const siteUrl = "https://cartesi.github.io/rollups-ts";

type PublicFunction = {
  package: string;
  name: string;
  summary: string;
  /** Site routes of the `Docs:` line and `@see` tags, without the site URL. */
  docs: string[];
};

/** Every exported function of the packages' entry points, with its JSDoc read from the sources. */
function publicFunctions(): PublicFunction[] {
  const configFile = fileURLToPath(new URL("tsconfig.api.json", docsDir));
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, fileURLToPath(docsDir));
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const checker = program.getTypeChecker();
  return parsed.fileNames.flatMap((entry) => {
    const source = program.getSourceFile(entry)!;
    const module = checker.getSymbolAtLocation(source)!;
    const packageName = entry.match(/packages\/(\w+)\/src/)![1]!;
    return checker.getExportsOfModule(module).flatMap((exported) => {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.find(ts.isFunctionDeclaration);
      if (!declaration) return [];
      const description = ts.displayPartsToString(symbol.getDocumentationComment(checker));
      const see = symbol
        .getJsDocTags(checker)
        .filter(({ name }) => name === "see")
        .map(({ text }) => ts.displayPartsToString(text));
      const docsLines = description.split("\n").filter((line) => /^- Docs:/.test(line));
      const docs = [...docsLines, ...see].flatMap((text) =>
        [...text.matchAll(new RegExp(`${siteUrl.replaceAll(".", "\\.")}(/[\\w/-]*)?`, "g"))].map(
          (match) => match[1] ?? "/",
        ),
      );
      const summary = description
        .split(/\n\s*\n/)[0]!
        .replace(/\s+/g, " ")
        .trim();
      return [{ package: packageName, name: symbol.name, summary, docs }];
    });
  });
}

/** The line under a page's `# name`, as text. */
const summaryLine = (file: string) => {
  const title = sectionsOf(file).find(({ level }) => level === 1);
  const paragraph = title?.html.match(/<p[^>]*>([\s\S]*?)<\/p>/)?.[1];
  return paragraph === undefined ? undefined : textOf(paragraph);
};

/** JSDoc text as the page renders it: code spans and `{@link}` tags become their text. */
const plain = (jsdoc: string) =>
  jsdoc
    .replace(/\{@link\s+([^}|\s]+)(?:[\s|]+([^}]*))?\}/g, (_match, target, text) => text || target)
    .replace(/`/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");

describe("the JSDoc of every public function matches its page", () => {
  const functions = publicFunctions();

  test("the packages export the functions the site documents", () => {
    const names = functions.map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining(["createClient", "getInput", "depositEther", "useInput"]),
    );
  });

  test.for(functions.map((fn) => [`${fn.package}/${fn.name}`, fn] as const))(
    "%s links to its page, and its summary is the page's",
    ([, { package: packageName, name, summary, docs }]) => {
      // A function with a page of its own must link to it; the others, to the page that shows them.
      const ownPage = `/${packageName}/${name}`;
      const hasOwnPage = existsSync(new URL(`pages${ownPage}.mdx`, docsDir));
      expect(docs, "its JSDoc links to no page of the site").not.toEqual([]);
      if (hasOwnPage) expect(docs).toContain(ownPage);
      for (const route of docs)
        expect(fileOf(route), `its JSDoc links to ${route}, which is not a page`).toBeDefined();
      if (hasOwnPage) expect(summaryLine(fileOf(ownPage)!)).toBe(plain(summary));
    },
  );
});
