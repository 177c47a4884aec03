// Generates the API reference, pages/api/**/*.md, from the three packages' sources with TypeDoc and
// typedoc-plugin-markdown. `pnpm run build` runs it first, so the reference is never stale.
import { renameSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  Application,
  Comment,
  Converter,
  DeclarationReflection,
  LogLevel,
  type ProjectReflection,
  type Reflection,
  ReflectionKind,
  type TypeDocOptions,
} from "typedoc";
import {
  type MarkdownApplication,
  MarkdownPageEvent,
  type PluginOptions,
} from "typedoc-plugin-markdown";

const docsDir = new URL("..", import.meta.url);
const out = fileURLToPath(new URL("pages/api", docsDir));
// Written beside the pages, then swapped in, so a build never sees the reference half written.
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
] as const;

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
  logLevel: LogLevel.Warn,
  // What Vocs needs: `index` pages for folders, no headers of its own, absolute links under `/api/`.
  entryFileName: "index",
  hideBreadcrumbs: true,
  hidePageHeader: true,
  disableSources: true,
  publicPath: "/api/",
  excludeScopesInPaths: true,
  pageTitleTemplates: {
    index: "API Reference",
    module: "{name}",
    // The bare name, as the guide pages title them: no `()` and no type parameters.
    member: ({ rawName }: { rawName: string }) => rawName.replace(/<.*$/s, "").replace(/\(\)$/, ""),
  },
};
const app = (await Application.bootstrapWithPlugins(options)) as MarkdownApplication;

app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
  for (const module of context.project.children ?? []) {
    const entry = entryPoints.find(({ module: name }) => name === module.name);
    if (!entry) throw new Error(`scripts/api.ts: unexpected TypeDoc module "${module.name}"`);
    module.name = entry.name;
  }
});

const packageOf = (reflection: Reflection) => {
  let module: Reflection = reflection;
  while (module.parent && !module.parent.isProject()) module = module.parent;
  return module.name;
};

/** The first sentence of a reflection's own comment, or of its first signature's. */
const summaryOf = (reflection: Reflection) => {
  const comment =
    reflection.comment ??
    (reflection instanceof DeclarationReflection ? reflection.signatures?.[0]?.comment : undefined);
  const text = comment ? Comment.combineDisplayParts(comment.summary).trim() : "";
  return text.split("\n")[0]!.match(/^.*?\.(?=\s|$)/)?.[0] ?? text.split("\n")[0]!;
};

const describe = (page: MarkdownPageEvent): string => {
  const model = page.model as Reflection;
  if (model.isProject())
    return "API reference of @cartesi/rpc, @cartesi/viem and @cartesi/wagmi, generated from their sources.";
  if (model.kindOf(ReflectionKind.Module))
    return `API reference of ${model.name}: every export with its type and documentation.`;
  const summary = summaryOf(model);
  const kind = ReflectionKind.singularString(model.kind).toLowerCase();
  return summary
    ? `${summary.replace(/`/g, "")} (${kind} of ${packageOf(model)})`
    : `The ${model.name} ${kind} of ${packageOf(model)}.`;
};

/** The paragraph under the title of the reference's index and entry-point pages. */
const introduction = (model: Reflection) => {
  if (model.isProject())
    return "Every export of the three packages, with its type and documentation, generated from their sources by TypeDoc. The guides explain how to use them: [Viem Extension](/viem), [React Hooks](/wagmi) and [RPC Client](/rpc).\n";
  const entry = entryPoints.find(({ name }) => name === model.name);
  if (!entry || !model.kindOf(ReflectionKind.Module)) return "";
  return `Every export of \`${entry.name}\`, generated from its sources. The guide is ${entry.guide}.\n`;
};

app.renderer.on(MarkdownPageEvent.END, (page: MarkdownPageEvent) => {
  const contents = page.contents
    // Markdown links to the site, then bare URLs of it, become links inside the site.
    .replaceAll(`](${siteUrl}/`, "](/")
    .replace(
      new RegExp(`(?<![(<])${siteUrl.replaceAll(".", "\\.")}(/[\\w/.#-]*\\w)`, "g"),
      "[$1]($1)",
    )
    // Links between reference pages name their .md files; the site (and llms.txt) routes have none.
    .replace(/\]\((\/api\/[^)#\s]*?)\.md(#[^)\s]*)?\)/g, "]($1$2)");
  const model = page.model as Reflection;
  // Every page loads the search index: members stay out of it, the entry points list their names.
  const searchable = model.isProject() || model.kindOf(ReflectionKind.Module);
  const frontmatter = [
    `description: ${JSON.stringify(describe(page))}`,
    ...(searchable ? [] : ["searchable: false"]),
  ];
  page.contents = `---\n${frontmatter.join("\n")}\n---\n\n${contents.replace(/^# .*\n/, (title) => `${title}\n${introduction(model)}\n`)}`;
});

const fail = () => {
  rmSync(staging, { recursive: true, force: true });
  process.exit(1);
};
const project: ProjectReflection | undefined = await app.convert();
if (!project || app.logger.hasErrors()) fail();
await app.generateOutputs(project!);
if (app.logger.hasErrors() || app.logger.hasWarnings()) fail();
rmSync(out, { recursive: true, force: true });
renameSync(staging, out);
