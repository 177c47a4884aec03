// Generates the API reference from the three packages' sources with TypeDoc and
// typedoc-plugin-markdown, merged with the written pages:
// - each action, hook and method page includes its signature and its own types from
//   snippets/api/<section>/<page>.md (`## API reference` on the page);
// - everything else (types, error classes, constants, ABIs, query options) is on one reference page
//   per entry point, pages/api/<entry point>/index.md, one section per export.
// `pnpm run build` runs it first, so the reference is never stale.
import { globSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import GithubSlugger from "github-slugger";
import {
  Application,
  Converter,
  type DeclarationReflection,
  LogLevel,
  type ProjectReflection,
  type Reflection,
  type TypeDocOptions,
} from "typedoc";
import {
  type MarkdownApplication,
  MarkdownPageEvent,
  type PluginOptions,
} from "typedoc-plugin-markdown";
import {
  codecPages,
  referencePages,
  refundWriteHooks,
  withdrawalWriteHooks,
  writeHooks,
} from "../sidebar.ts";

const docsDir = new URL("..", import.meta.url);
const pagesOut = fileURLToPath(new URL("pages/api", docsDir));
const snippetsOut = fileURLToPath(new URL("snippets/api", docsDir));
// TypeDoc writes here first; the results are swapped in whole, so a build never sees them half written.
const staging = fileURLToPath(new URL(`.cache/api-${process.pid}`, docsDir));

/** Each public entry point of the packages, by the TypeDoc module name of its source file. */
const entryPoints = [
  {
    module: "rpc/src",
    name: "@cartesi/rpc",
    file: "../../packages/rpc/src/index.ts",
    guide: "[RPC Client](/rpc)",
  },
  {
    module: "rpc/src/inspect",
    name: "@cartesi/rpc/inspect",
    file: "../../packages/rpc/src/inspect.ts",
    guide: "[RPC Client](/rpc)",
  },
  {
    module: "viem/src",
    name: "@cartesi/viem",
    file: "../../packages/viem/src/index.ts",
    guide: "[Viem Extension](/viem)",
  },
  {
    module: "viem/src/abi",
    name: "@cartesi/viem/abi",
    file: "../../packages/viem/src/abi/index.ts",
    guide: "[Viem Extension](/viem)",
  },
  {
    module: "viem/src/codec",
    name: "@cartesi/viem/codec",
    file: "../../packages/viem/src/codec.ts",
    guide: "[Typed applications](/viem/typedApplications)",
  },
  {
    module: "wagmi/src",
    name: "@cartesi/wagmi",
    file: "../../packages/wagmi/src/index.ts",
    guide: "[React Hooks](/wagmi)",
  },
  {
    module: "wagmi/src/query",
    name: "@cartesi/wagmi/query",
    file: "../../packages/wagmi/src/query/index.ts",
    guide: "[React Hooks](/wagmi)",
  },
  {
    module: "wagmi/src/write",
    name: "@cartesi/wagmi/write",
    file: "../../packages/wagmi/src/write.ts",
    guide: "[React Hooks](/wagmi)",
  },
  {
    module: "wagmi/src/query/write",
    name: "@cartesi/wagmi/write/query",
    file: "../../packages/wagmi/src/query/write/index.ts",
    guide: "[React Hooks](/wagmi)",
  },
] as const;

const capitalized = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/**
 * The written pages that carry an export's reference: the page of a function, and the types named
 * after it (`GetInputParameters`, `GetInputReturnType`, `GetInputErrorType` on `/viem/getInput`).
 */
const pageExports = referencePages.map((page) => {
  const [section, name] = page.split("/") as [string, string];
  const named = (...suffixes: string[]) => suffixes.map((suffix) => capitalized(name) + suffix);
  if (section === "viem")
    return {
      page,
      entryPoint: (codecPages as readonly string[]).includes(name)
        ? "@cartesi/viem/codec"
        : "@cartesi/viem",
      function: name,
      types: named("Parameters", "ReturnType", "ErrorType"),
    };
  if (section === "wagmi")
    return {
      page,
      entryPoint: (
        [...writeHooks, ...withdrawalWriteHooks, ...refundWriteHooks] as readonly string[]
      ).includes(name)
        ? "@cartesi/wagmi/write"
        : "@cartesi/wagmi",
      function: name,
      types: named("Parameters", "ReturnType"),
    };
  if (section === "rpc" && name === "inspect")
    return {
      page,
      entryPoint: "@cartesi/rpc/inspect",
      function: name,
      types: ["InspectConfig", "InspectParameters", "InspectResponse"],
    };
  if (name === "createClient")
    return {
      page,
      entryPoint: "@cartesi/rpc",
      function: name,
      types: ["ClientConfig", "RequestOptions"],
    };
  // A JSON-RPC method's page: `cartesi_getInput` carries `GetInputParams` and `GetInputResult`.
  const method = capitalized(name.slice("cartesi_".length));
  return {
    page,
    entryPoint: "@cartesi/rpc",
    function: undefined,
    types: ["Params", "Result"].map((suffix) => method + suffix),
  };
});

/** The site the JSDoc links to; inside the site those links become internal, so they are checked. */
const siteUrl = "https://cartesi.github.io/rollups-ts";

const options: TypeDocOptions & Partial<PluginOptions> = {
  plugin: ["typedoc-plugin-markdown"],
  entryPoints: entryPoints.map(({ file }) => fileURLToPath(new URL(file, docsDir))),
  entryPointStrategy: "resolve",
  // Maps the package names to their sources, so references across packages become links.
  tsconfig: fileURLToPath(new URL("tsconfig.api.json", docsDir)),
  out: staging,
  name: "API Reference",
  readme: "none",
  excludeInternal: true,
  excludePrivate: true,
  treatWarningsAsErrors: true,
  // The packages' own typecheck checks these sources. TypeDoc's check of them first also changed
  // what it read off the checker: members inherited from CartesiError, on CartesiError and on five
  // of its subclasses, were said to come from a sibling, AccountFundsAlreadyWithdrawnError
  // (test/api-reference.test.ts). Without it the reference is right, and about 3 s sooner.
  skipErrorChecking: true,
  logLevel: LogLevel.Warn,
  // One file per export, assembled below; no headers of TypeDoc's own, absolute links under `/api/`.
  outputFileStrategy: "members",
  entryFileName: "index",
  hideBreadcrumbs: true,
  hidePageHeader: true,
  hidePageTitle: true,
  disableSources: true,
  publicPath: "/api/",
  excludeScopesInPaths: true,
  // Tables keep an export's section short and give its properties no headings of their own.
  parametersFormat: "table",
  interfacePropertiesFormat: "table",
  classPropertiesFormat: "table",
  typeAliasPropertiesFormat: "table",
  enumMembersFormat: "table",
  propertyMembersFormat: "table",
  typeDeclarationFormat: "table",
};
const app = (await Application.bootstrapWithPlugins(options)) as MarkdownApplication;

app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
  for (const module of context.project.children ?? []) {
    const entry = entryPoints.find(({ module: name }) => name === module.name);
    if (!entry) throw new Error(`scripts/api.ts: unexpected TypeDoc module "${module.name}"`);
    module.name = entry.name;
  }
});

app.renderer.on(MarkdownPageEvent.END, (page: MarkdownPageEvent) => {
  page.contents = page
    .contents! // Markdown links to the site, then bare URLs of it, become links inside the site.
    .replaceAll(`](${siteUrl}/`, "](/")
    .replace(
      new RegExp(`(?<![(<])${siteUrl.replaceAll(".", "\\.")}(/[\\w/.#-]*\\w)`, "g"),
      "[$1]($1)",
    )
    // Links between TypeDoc's files name their .md files; they are rewritten to sections below.
    .replace(/\]\((\/api\/[^)#\s]*?)\.md(#[^)\s]*)?\)/g, "]($1$2)")
    // Table rows' anchors would repeat on a page that holds many exports; nothing links to them.
    .replace(/<a id="[^"]*"><\/a> ?/g, "");
});

const fail = (message?: string) => {
  if (message) console.error(`scripts/api.ts: ${message}`);
  rmSync(staging, { recursive: true, force: true });
  process.exit(1);
};
const project: ProjectReflection | undefined = await app.convert();
if (!project || app.logger.hasErrors()) fail();

/** The export of an entry point, or undefined. */
const exportOf = (entryPoint: string, name: string) =>
  project!.children?.find((module) => module.name === entryPoint)?.getChildByName(name) as
    | DeclarationReflection
    | undefined;

// A function's own page already says what it does and shows its use: its section keeps the signature.
for (const { entryPoint, function: name, page } of pageExports) {
  if (!name) continue;
  const reflection = exportOf(entryPoint, name);
  if (!reflection?.signatures) fail(`no function ${name} in ${entryPoint} for the page /${page}`);
  for (const signature of reflection!.signatures!) {
    if (!signature.comment) continue;
    signature.comment.summary = [];
    signature.comment.removeTags("@example");
  }
}

await app.generateOutputs(project!);
if (app.logger.hasErrors() || app.logger.hasWarnings()) fail();

const kindTitles: Record<string, string> = {
  functions: "Functions",
  classes: "Classes",
  interfaces: "Interfaces",
  "type-aliases": "Type aliases",
  variables: "Variables",
  enumerations: "Enumerations",
};

type Export = {
  /** The entry point's folder under `/api/`: `viem`, `viem/abi`, … */
  folder: string;
  kind: string;
  name: string;
  /** TypeDoc's file for it, as TypeDoc links to it: `/api/viem/type-aliases/Input`. */
  link: string;
  markdown: string;
  /** The written page that carries it (`viem/getInput`), else its entry point's reference page. */
  page?: string;
  /** Where links to it go, once the documents are assembled. */
  href?: string;
};

const exports: Export[] = globSync("**/*.md", { cwd: staging })
  .map((file) => file.split("/"))
  .filter((parts) => parts.at(-1) !== "index.md")
  .map((parts) => {
    const kind = parts.at(-2)!;
    if (!kindTitles[kind]) fail(`unexpected TypeDoc folder ${parts.join("/")}`);
    const folder = parts.slice(0, -2).join("/");
    const name = parts.at(-1)!.replace(/\.md$/, "");
    const markdown = readFileSync(join(staging, ...parts), "utf8").trim();
    return { folder, kind, name, link: `/api/${folder}/${kind}/${name}`, markdown };
  });

const folderOf = (entryPoint: string) => entryPoint.replace(/^@cartesi\//, "");
for (const { page, entryPoint, function: name, types } of pageExports) {
  const folder = folderOf(entryPoint);
  for (const exported of [name, ...types]) {
    if (!exported) continue;
    const found = exports.find((entry) => entry.folder === folder && entry.name === exported);
    // An action need not have every type (`getChainId` takes no parameters).
    if (!found) {
      if (exported === name) fail(`no page file for ${exported} in ${entryPoint}`);
      continue;
    }
    found.page = page;
  }
}

/** Rewrites each line of Markdown outside code blocks. */
const outsideCode = (markdown: string, rewrite: (line: string) => string) => {
  let inCode = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (line.startsWith("```")) inCode = !inCode;
      return inCode ? line : rewrite(line);
    })
    .join("\n");
};

/** Moves a section's headings down by `levels`. */
const demote = (markdown: string, levels: number) =>
  outsideCode(markdown, (line) => (/^#{1,6} /.test(line) ? "#".repeat(levels) + line : line));

/**
 * A page's part keeps only its `###` headings: its `Parameters` and `Returns` would repeat the ids
 * of the page's own sections (the part is compiled alone, so rehype-slug cannot tell them apart).
 */
const labelsForDeeperHeadings = (markdown: string) =>
  outsideCode(markdown, (line) => line.replace(/^#{4,6} (.*)$/, "**$1**"));

/** A heading's text as rehype-slug reads it: no Markdown, escapes or links. */
const headingText = (line: string) =>
  line
    .replace(/^#+ /, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\\(.)/g, "$1")
    .replace(/[`*]/g, "");

type Document = { path: string; lines: { text: string; anchorFor?: Export }[] };

/** Gives each export in a document the anchor its heading gets on the built page. */
const anchor = (document: Document) => {
  const slugger = new GithubSlugger();
  let inCode = false;
  for (const line of document.lines) {
    for (const text of line.text.split("\n")) {
      if (text.startsWith("```")) inCode = !inCode;
      if (inCode || !/^#{1,6} /.test(text)) continue;
      const slug = slugger.slug(headingText(text));
      if (line.anchorFor && text === line.text) line.anchorFor.href = `${document.path}#${slug}`;
    }
  }
};

const documents: { file: string; document: Document; frontmatter?: string[] }[] = [];

// The written pages' parts: the function's signature first, then its types in the list's order.
for (const { page, function: name, types } of pageExports) {
  const document: Document = { path: `/${page}`, lines: [] };
  for (const exported of [name, ...types]) {
    const entry = exports.find(
      (candidate) => candidate.page === page && candidate.name === exported,
    );
    if (!entry) continue;
    if (entry.kind === "functions") {
      entry.href = `/${page}`;
      document.lines.push(
        { text: "### Signature" },
        { text: labelsForDeeperHeadings(demote(entry.markdown, 2)) },
      );
    } else {
      document.lines.push(
        { text: `### ${entry.name}`, anchorFor: entry },
        { text: labelsForDeeperHeadings(demote(entry.markdown, 2)) },
      );
    }
  }
  anchor(document);
  documents.push({ file: `snippets/${page}.md`, document });
}

// One reference page per entry point for the rest; functions with a page of their own are listed.
const introduction = (model: Reflection) => {
  if (model.isProject())
    return "Every export of the three packages, with its type and documentation, generated from their sources by TypeDoc. Each action, hook and JSON-RPC method has its signature and types on its own page; the reference pages below hold the rest: types, error classes, constants, ABIs and query options. The guides explain how to use them: [Viem Extension](/viem), [React Hooks](/wagmi) and [RPC Client](/rpc).";
  const entry = entryPoints.find(({ name }) => name === model.name)!;
  return `Every export of \`${entry.name}\`, generated from its sources. The guide is ${entry.guide}.`;
};

for (const module of project!.children ?? []) {
  const folder = folderOf(module.name);
  const document: Document = {
    path: `/api/${folder}`,
    lines: [{ text: `# ${module.name}` }, { text: introduction(module) }],
  };
  for (const [kind, title] of Object.entries(kindTitles)) {
    const own = exports
      .filter((entry) => entry.folder === folder && entry.kind === kind)
      .sort((a, b) => a.name.localeCompare(b.name));
    if (own.length === 0) continue;
    document.lines.push({ text: `## ${title}` });
    const onPages = own.filter((entry) => entry.page);
    if (onPages.length > 0) {
      const links = onPages.map((entry) => `[${entry.name}](/${entry.page})`).join(", ");
      document.lines.push({ text: `On their own pages: ${links}.` });
    }
    for (const entry of own.filter((entry) => !entry.page)) {
      document.lines.push(
        { text: `### ${entry.name}`, anchorFor: entry },
        { text: demote(entry.markdown, 2) },
      );
    }
  }
  anchor(document);
  documents.push({
    file: `pages/${folder}/index.md`,
    document,
    frontmatter: [
      `description: ${JSON.stringify(`API reference of ${module.name}: every export with its type and documentation.`)}`,
      // The ABIs' types are the contracts' whole interfaces: noise in every search for a word of them.
      ...(module.name === "@cartesi/viem/abi" ? ["searchable: false"] : []),
    ],
  });
}

documents.push({
  file: "pages/index.md",
  document: {
    path: "/api",
    lines: [
      { text: "# API Reference" },
      { text: introduction(project!) },
      {
        text: entryPoints
          .map(({ name, guide }) => `- [${name}](/api/${folderOf(name)}), whose guide is ${guide}`)
          .join("\n"),
      },
    ],
  },
  frontmatter: [
    `description: ${JSON.stringify("API reference of @cartesi/rpc, @cartesi/viem and @cartesi/wagmi, generated from their sources.")}`,
  ],
});

// Links to TypeDoc's files go to the sections they became.
const hrefs = new Map(exports.map((entry) => [entry.link, entry.href]));
const relink = (markdown: string) =>
  markdown.replace(/\]\((\/api\/[^)#\s]+?)(#[^)\s]*)?\)/g, (link, path: string) => {
    if (
      /^\/api(\/(rpc|rpc\/inspect|viem|viem\/abi|viem\/codec|wagmi|wagmi\/query|wagmi\/write|wagmi\/write\/query))?$/.test(
        path,
      )
    )
      return link;
    const href = hrefs.get(path);
    if (!href) fail(`a link to ${path}, which is no export's file`);
    return `](${href})`;
  });

for (const { file, document, frontmatter } of documents) {
  const body = relink(document.lines.map(({ text }) => text).join("\n\n"));
  const header = frontmatter ? `---\n${frontmatter.join("\n")}\n---\n\n` : "";
  const staged = join(staging, "out", file);
  mkdirSync(dirname(staged), { recursive: true });
  writeFileSync(staged, `${header}${body}\n`);
}

for (const [folder, out] of [
  ["pages", pagesOut],
  ["snippets", snippetsOut],
] as const) {
  rmSync(out, { recursive: true, force: true });
  renameSync(join(staging, "out", folder), out);
}
rmSync(staging, { recursive: true, force: true });
