import { readFileSync } from "node:fs";
import { defineConfig } from "vocs";
import { sidebar } from "./sidebar.ts";

const rootPackage = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
);
const repositoryUrl: string = rootPackage.repository.url;

export default defineConfig({
  title: "Cartesi",
  titleTemplate: "%s · Cartesi",
  description: "Documentation for TypeScript libraries",
  basePath: "/rollups-ts",
  rootDir: ".",
  iconUrl: "/icon.svg",
  aiCta: true,
  editLink: {
    pattern: `${repositoryUrl}/edit/main/apps/docs/pages/:path`,
    text: "Edit page",
  },
  markdown: {
    code: { themes: { dark: "github-dark-dimmed", light: "github-light" } },
  },
  search: {
    boost: { title: 4, text: 2, titles: 1 },
    combineWith: "AND",
    fuzzy: 0.2,
    maxFuzzy: 6,
    // Prefix matching on the last term only: it is the one still being typed.
    prefix: (_term, index, terms) => index === terms.length - 1,
  },
  sidebar,
});
