// The shell blocks of the README and CONTRIBUTING, taken as written: each pnpm command must run the
// workspace's own script it names, not a pnpm or npm built-in of the same name (pnpm hands `docs`,
// `version`, `view`, … to npm). Each command runs with the installed pnpm in a copy of the
// workspace whose scripts only print their name, so nothing is built or started.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

type Manifest = { name: string; scripts?: Record<string, string> };
const read = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), "utf8")) as Manifest;

/** The workspace's packages, by folder: the root, then what pnpm-workspace.yaml lists. */
const workspace: { dir: string; manifest: Manifest }[] = [
  { dir: ".", manifest: read("package.json") },
  ...["packages", "apps", "tooling"].flatMap((parent) =>
    readdirSync(join(repoRoot, parent))
      .filter((child) => existsSync(join(repoRoot, parent, child, "package.json")))
      .map((child) => ({
        dir: `${parent}/${child}`,
        manifest: read(`${parent}/${child}/package.json`),
      })),
  ),
];

/** The pnpm built-ins a README command may mean as such. */
const intendedBuiltins = new Set(["install"]);

/** Every command of the shell blocks of `file`, with `&&` chains split, comments dropped. */
function shellCommands(file: string): string[] {
  const text = readFileSync(join(repoRoot, file), "utf8");
  return [...text.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm)].flatMap((block) =>
    block[1]!
      .split("\n")
      .map((line) => line.replace(/\s#.*$/, "").trim())
      .filter((line) => line !== "")
      .flatMap((line) => line.split("&&").map((command) => command.trim())),
  );
}

/** What a pnpm command of the README means to run: the package (its name, or the root) and the script. */
function intended(command: string): { target: string; script: string } | "builtin" {
  const words = command.split(/\s+/).slice(1);
  let target = "root";
  while (words[0]?.startsWith("--filter")) {
    const filter = words[0].includes("=") ? words[0].split("=")[1]! : words[1]!;
    words.splice(0, words[0].includes("=") ? 1 : 2);
    target = filter;
  }
  if (words[0] === "run") return { target, script: words[1]! };
  if (intendedBuiltins.has(words[0]!)) return "builtin";
  return { target, script: words[0]! };
}

// The workspace again, in a scratch folder: every script prints `ran <package>:<script>`.
const sandbox = mkdtempSync(join(tmpdir(), "rollups-ts-readme-"));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));
for (const { dir, manifest } of workspace) {
  mkdirSync(join(sandbox, dir), { recursive: true });
  const name = dir === "." ? "root" : manifest.name;
  const scripts = Object.fromEntries(
    Object.keys(manifest.scripts ?? {}).map((script) => [
      script,
      `node -e "console.log('ran ${name}:${script}')"`,
    ]),
  );
  writeFileSync(
    join(sandbox, dir, "package.json"),
    JSON.stringify({ name: manifest.name, private: true, scripts }),
  );
}
writeFileSync(
  join(sandbox, "pnpm-workspace.yaml"),
  readFileSync(join(repoRoot, "pnpm-workspace.yaml"), "utf8"),
);

/**
 * What the installed pnpm prints for `command` in the scratch workspace (npm may not open a browser).
 * A command both files give runs once: its output depends on nothing else.
 */
const outputs = new Map<string, string>();
function run(command: string): string {
  let output = outputs.get(command);
  if (output === undefined) {
    output = runPnpm(command);
    outputs.set(command, output);
  }
  return output;
}
function runPnpm(command: string): string {
  try {
    return execFileSync("pnpm", command.split(/\s+/).slice(1), {
      cwd: sandbox,
      encoding: "utf8",
      env: { ...process.env, npm_config_browser: "false", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`;
  }
}

describe.each(["README.md", "CONTRIBUTING.md"])("%s", (file) => {
  const commands = shellCommands(file).filter((command) => /^pnpm\s/.test(command));

  test("has pnpm commands in its shell blocks", () => {
    expect(commands.length).toBeGreaterThan(0);
  });

  test.for(commands)("`%s` runs the workspace's script it names", (command) => {
    const meant = intended(command);
    if (meant === "builtin") return;
    const owner = workspace.find(({ dir, manifest }) =>
      meant.target === "root" ? dir === "." : manifest.name === meant.target,
    );
    expect(owner, `no workspace package ${meant.target}`).toBeDefined();
    expect(
      Object.keys(owner!.manifest.scripts ?? {}),
      `${meant.target} has no such script`,
    ).toContain(meant.script);
    expect(run(command)).toContain(`ran ${meant.target}:${meant.script}`);
  });
});
