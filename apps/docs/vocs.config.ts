import { defineConfig } from "vocs";

export default defineConfig({
  title: "Cartesi",
  titleTemplate: "%s · Cartesi",
  description: "Documentation for TypeScript libraries",
  basePath: "/rollups-ts",
  rootDir: ".",
});
