import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type ValidationError, validateWorkflow } from "@action-validator/core";
import { parse } from "yaml";

export const repositoryRoot = fileURLToPath(new URL("../../../", import.meta.url));
export const workflowsDir = join(repositoryRoot, ".github/workflows");

/** A commit SHA, or an exact release tag: a moving tag such as `v4` is not a pin. */
const pinnedRef = /^([0-9a-f]{40}|v\d+\.\d+\.\d+)$/;

/**
 * Checks every workflow in `dir` against the GitHub Actions workflow schema and checks that each
 * action it uses is pinned. Returns one line per problem, naming the file and where in it.
 */
export function lintWorkflows(dir: string = workflowsDir): string[] {
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  if (files.length === 0) return [`${relative(repositoryRoot, dir) || dir}: no workflow files`];
  const problems: string[] = [];
  for (const name of files) {
    const file = relative(repositoryRoot, join(dir, name));
    const source = readFileSync(join(dir, name), "utf8");
    const { errors } = validateWorkflow(source);
    for (const error of errors) problems.push(`${file}: ${describe(error)}`);
    if (errors.length > 0) continue;
    for (const { where, uses } of actionsUsed(parse(source))) {
      // Local actions (`./…`) and docker images pinned by digest are fine as they are.
      if (uses.startsWith("./") || /^docker:\/\/.+@sha256:/.test(uses)) continue;
      const ref = uses.split("@")[1] ?? "";
      if (!pinnedRef.test(ref))
        problems.push(
          `${file}: ${where}: \`${uses}\` is not pinned to a commit SHA or an exact vX.Y.Z tag`,
        );
    }
  }
  return problems;
}

type Workflow = { jobs?: Record<string, { uses?: string; steps?: { uses?: string }[] }> };

function* actionsUsed(workflow: Workflow) {
  for (const [job, { uses, steps = [] }] of Object.entries(workflow.jobs ?? {})) {
    if (uses) yield { where: `/jobs/${job}/uses`, uses };
    for (const [step, { uses }] of steps.entries())
      if (uses) yield { where: `/jobs/${job}/steps/${step}/uses`, uses };
  }
}

function describe(error: ValidationError): string {
  const where =
    "path" in error
      ? error.path
      : error.location
        ? `line ${error.location.line}, column ${error.location.column}`
        : "";
  const states =
    "states" in error && error.states
      ? ` (${error.states.map((state) => state.errors.map(describe).join("; ")).join(" | ")})`
      : "";
  return `${where}: ${error.title}${error.detail ? `: ${error.detail}` : ""}${states}`;
}
