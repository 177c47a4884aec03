import { globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { lintWorkflows, repositoryRoot, workflowsDir } from "./workflows.ts";

type Step = { name?: string; run?: string; uses?: string; with?: Record<string, unknown> };
type Workflow = {
  on: Record<string, unknown>;
  jobs: Record<string, { steps?: Step[]; permissions?: Record<string, string> }>;
};

const workflow = (name: string) =>
  parse(readFileSync(join(workflowsDir, name), "utf8")) as Workflow;
const steps = (file: Workflow) => Object.values(file.jobs).flatMap((job) => job.steps ?? []);
const readme = readFileSync(join(repositoryRoot, "README.md"), "utf8");
const rootScripts = JSON.parse(readFileSync(join(repositoryRoot, "package.json"), "utf8"))
  .scripts as Record<string, string>;

describe("lintWorkflows", () => {
  const scratch = mkdtempSync(join(tmpdir(), "rollups-ts-workflows-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("passes the repository's workflows", () => {
    expect(lintWorkflows()).toEqual([]);
  });

  it("names the file and the place of a schema error", () => {
    writeFileSync(
      join(scratch, "broken.yml"),
      "on: push\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    step:\n      - run: pnpm test\n",
    );
    const [problem] = lintWorkflows(scratch);
    expect(problem).toMatch(/broken\.yml: \/jobs\/test: .*'step' is not allowed/);
  });

  it("rejects an action on a moving tag", () => {
    writeFileSync(
      join(scratch, "broken.yml"),
      "on: push\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n",
    );
    expect(lintWorkflows(scratch)).toEqual([
      expect.stringMatching(
        /broken\.yml: \/jobs\/test\/steps\/0\/uses: `actions\/checkout@v4` is not pinned/,
      ),
    ]);
  });
});

it("every YAML file under .github parses", () => {
  const files = globSync(".github/**/*.yml", { cwd: repositoryRoot });
  expect(files).toContain(".github/ISSUE_TEMPLATE/bug_report.yml");
  for (const file of files)
    expect(() => parse(readFileSync(join(repositoryRoot, file), "utf8")), file).not.toThrow();
});

describe("the workflows run the README's commands", () => {
  it("CI runs the test command on pull requests and on main", () => {
    const ci = workflow("ci.yml");
    expect(Object.keys(ci.on)).toEqual(["pull_request", "push"]);
    expect(ci.on.push).toEqual({ branches: ["main"] });
    expect(steps(ci).map((step) => step.run)).toContain("pnpm test");
    expect(readme).toContain("pnpm install && pnpm test");
  });

  it("the docs build step is the README's build command, and deploys what it built", () => {
    const docs = workflow("docs.yml");
    const build = steps(docs).find((step) => step.name === "Build");
    expect(build?.run).toBe("pnpm docs:build");
    expect(readme).toContain("pnpm install && pnpm docs:build");
    // `pnpm docs:serve` serves the same build.
    expect(rootScripts["docs:serve"]).toMatch(/^pnpm docs:build && /);
    const upload = steps(docs).find((step) =>
      step.uses?.startsWith("actions/upload-pages-artifact@"),
    );
    expect(upload?.with?.path).toBe("apps/docs/dist");
    const vocsConfig = readFileSync(join(repositoryRoot, "apps/docs/vocs.config.ts"), "utf8");
    expect(vocsConfig).toContain('basePath: "/rollups-ts"');
  });

  it("the release publishes with provenance through the root release script", () => {
    const release = workflow("release.yml");
    const changesets = steps(release).find((step) => step.uses?.startsWith("changesets/action@"));
    expect(changesets?.with?.["publish-script"]).toBe("pnpm release");
    expect(rootScripts.release).toMatch(/changeset publish$/);
    expect(release.jobs.release?.permissions?.["id-token"]).toBe("write");
    expect(JSON.stringify(changesets)).toContain('"NPM_CONFIG_PROVENANCE":"true"');
  });
});
