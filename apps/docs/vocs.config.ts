import { readFileSync } from "node:fs";
import { JsxEmit, ModuleResolutionKind } from "typescript";
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
    // github-light-default's tokens pass WCAG AA on a white block; github-light's do not.
    code: { themes: { dark: "github-dark-dimmed", light: "github-light-default" } },
  },
  // Light-mode colours that pass WCAG AA (4.5:1): links, inline code, code-group tabs, `// @log:` lines.
  theme: {
    variables: {
      color: {
        textAccent: { light: "#0d74ce", dark: "#3b9eff" },
        textAccentHover: { light: "#113264", dark: "#0090ff" },
        // The `// @log:` lines and info callouts are blue on a blue tint.
        textBlue: { light: "#0b68b9", dark: "#70b8ff" },
        textBlueHover: { light: "#113264", dark: "#3b9eff" },
        text3: { light: "#646464", dark: "rgba(255, 255, 255, .6)" },
        codeBlockBackground: { light: "#ffffff", dark: "#0e0d0f" },
      },
    },
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
  twoslash: {
    // Every block is type-checked by the `usage` tests, all in one TypeScript program; twoslash
    // checking each again, a program per block, was a sixth of the build.
    handbookOptions: { noErrors: true },
    // What a reader's project does: a bundler's module resolution, which reads a package's
    // `exports` (node10's, twoslash's default, left `@cartesi/local-devnet/deployment` unresolved
    // and its names `any` in the popups), and React's JSX runtime (the `.tsx` blocks name it).
    // The build keeps one TypeScript program per set of compiler options: with these for every
    // block, the blocks that name them no longer get a program of their own.
    compilerOptions: { jsx: JsxEmit.ReactJSX, moduleResolution: ModuleResolutionKind.Bundler },
  },
});
